import SherpaCore

/// How numbers and quantities read in replies: "20 min", "10,000 steps", "2.5 km",
/// "3 times", "20/30 min today".
enum Amounts {
  /// A number without a needless ".0", grouped by thousands, at most two decimals.
  static func number(_ value: Double) -> String { NumberText.grouped(value) }

  /// "20 min", "1 time", "10,000 steps".
  static func quantity(_ value: Double, _ unit: Unit) -> String {
    number(value) + " " + unit.label(for: value)
  }

  /// "20/30 min", "1/1 time", "4,000/10,000 steps".
  static func progress(_ done: Double, of target: Double, _ unit: Unit, counting noun: String? = nil) -> String {
    number(done) + "/" + number(target) + " " + unit.label(for: target, counting: noun)
  }

  /// An amount of `item`, in its own words: "20 pages", "1 page", "20 min".
  static func quantity(_ value: Double, of item: Item) -> String {
    number(value) + " " + item.label(for: value)
  }

  /// What a log added, with the item: "20 min of Read", "20 pages of Read", and "4
  /// pullups" alone when the count's word is the item's name.
  static func logged(_ value: Double, of item: Item) -> String {
    let amount = quantity(value, of: item)
    return item.countLabel?.lowercased() == item.name.lowercased() ? amount : "\(amount) of \(item.name)"
  }

  /// `item`'s progress against its target: "5/20 pages".
  static func progress(_ done: Double, of item: Item) -> String {
    progress(done, of: item.target, item.unit, counting: item.countLabel)
  }
}
