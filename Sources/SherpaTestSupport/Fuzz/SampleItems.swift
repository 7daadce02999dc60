import SherpaCore
import SherpaIntent

/// A deterministic list of plausible item names, as large as asked, for speed
/// measurements against a big store. For testing and benchmarks.
public enum SampleItems {
  static let verbs = [
    "Read", "Walk", "Run", "Write", "Practice", "Stretch", "Drink", "Call", "Clean", "Study", "Cook", "Plan",
    "Review", "Water", "Meditate", "Journal", "Floss", "Lift", "Cycle", "Swim",
  ]
  static let objects = [
    "news", "emails", "piano", "guitar", "french", "spanish", "kitchen", "garden", "plants", "budget", "report",
    "notes", "dog", "bike", "yoga", "poems", "code", "letters", "journal", "groceries",
  ]
  static let units: [Unit] = [.min, .count, .steps, .km, .ml, .min, .count, .hours, .kcal, .g]

  public static func make(count: Int) -> [ItemRef] {
    var items: [ItemRef] = []
    var index = 0
    while items.count < count {
      let verb = verbs[index % verbs.count]
      let object = objects[(index / verbs.count + index) % objects.count]
      let round = index / (verbs.count * objects.count)
      let name = verb + " " + object + (round > 0 ? " " + String(round + 1) : "")
      if !items.contains(where: { $0.name == name }) {
        items.append(
          ItemRef(
            id: Int64(items.count + 1), name: name, kind: index % 4 == 0 ? .task : .habit,
            unit: units[index % units.count]))
      }
      index += 1
    }
    return items
  }
}
