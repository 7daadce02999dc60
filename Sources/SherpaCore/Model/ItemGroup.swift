/// A must-do group of nice-to-do habits, satisfied on a day by any `required` members.
/// It counts as one habit for the day streak.
public struct ItemGroup: Sendable, Hashable, Codable, Identifiable {
  public var id: Int64
  public var name: String
  public var required: Int

  public init(id: Int64 = 0, name: String, required: Int = 1) {
    self.id = id
    self.name = name
    self.required = required
  }
}
