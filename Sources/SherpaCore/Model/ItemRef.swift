/// What the parser needs to know about one of the store's active items to resolve a
/// spoken name against it: the id, the name as stored, whether it is a habit or a task,
/// and its unit (so "ran 5k" on a km item reads as 5 km, not 5,000). The store reads
/// these four columns alone when nothing else of the items is needed.
public struct ItemRef: Sendable, Hashable {
  public var id: Int64
  public var name: String
  public var kind: ItemKind
  public var unit: Unit

  public init(id: Int64, name: String, kind: ItemKind, unit: Unit) {
    self.id = id
    self.name = name
    self.kind = kind
    self.unit = unit
  }

  public init(_ item: Item) { self.init(id: item.id, name: item.name, kind: item.kind, unit: item.unit) }
}
