import Foundation
import SherpaActions
import SherpaCoach
import SherpaCore
import SherpaExport
import SherpaLLM
import SherpaStore

/// Numbers at the edges — ±0, subnormals, 2^53 ± 1, 2^63, 1e19, 1e308, inf, nan,
/// "1e400", long digit runs and seeded random magnitudes — put through every door a
/// number comes in by: a sentence to the coach (on a filled store), an imported export,
/// an LLM reply's actions, a config file and `SHERPA_LLM_TIMEOUT`. A trap ends the
/// process; the report counts the inputs whose door let a number past `Limits` into the
/// store or the settings. Shared by the test suite (a seeded few thousand) and
/// `sherpa-bench fuzz-numbers` (a million).
public struct NumericEdgeFuzz {
  /// The values every run starts with, before seeded random ones.
  public static let edges = [
    "0", "-0", "+0", "0.0", "4.9e-324", "2.2250738585072014e-308", "1e-400", "0.0000001", "-5", "-1e19",
    "9007199254740991", "9007199254740992", "9007199254740993", "9223372036854775807", "9223372036854775808",
    "18446744073709551616", "9.3e18", "1e19", "1e300", "1e308", "1.8e308", "1e400", "inf", "-inf", "infinity",
    "nan", "NaN", "1,000,000,000,000", "99999999999999999999999", "1000000", "1000001",
  ]

  /// Sentences with a number in the places people put one.
  static let sentences = [
    "add a habit to read {} minutes every day", "read {} minutes", "drank {} ml of water", "walked {} steps",
    "focus for {} minutes", "change read to {} minutes", "add a task pay {} bills today",
    "end of day note: good day, {}", "morning reflection {} out of 5", "every {} days add a habit to stretch",
    "add a habit to walk {} km a week", "skip read for {} days", "move read to {}", "did {} pages",
    "put read at position {}", "add a habit to drink water {} litres a day", "log {} hours of yoga", "{}",
    "start a {} minute focus", "remind me in {} days to call mom", "add a habit to meditate every day for {} weeks",
    "add a habit to floss every day for {} times", "walk {}k steps", "{} minutes of reading yesterday",
  ]

  static let configs = [
    "[llm]\ntimeout = {}\n", "[budget]\nmessages = {}\n", "[budget]\ntokens = {}\n", "[day]\nwake = \"{}\"\n",
  ]

  static let replies = [
    #"{"actions":[{"type":"log_progress","item":"Read","amount":{},"unit":"min"}]}"#,
    #"{"actions":[{"type":"add_item","kind":"habit","name":"Swim","target":{},"unit":"min","period":"day"}]}"#,
    #"{"actions":[{"type":"start_focus","minutes":{}}]}"#,
    #"{"actions":[{"type":"edit_item","item":"Read","changes":{"target":{}}}]}"#,
    #"{"actions":[{"type":"reflect","score":{}}]}"#,
  ]

  /// The export's numeric fields a file may hold, by path.
  static let exportFields = ["target", "step", "interval", "progress", "amount", "count", "by_month_days"]

  public struct Report: Sendable, CustomStringConvertible {
    public var count = 0
    public var refused = 0
    public var seed: UInt64 = 0
    /// Inputs after which a number beyond `Limits` was kept, with what let it in.
    public var leaks: [String] = []
    public var passed: Bool { leaks.isEmpty }

    public var description: String {
      "numbers fuzz: \(count) inputs (seed \(seed)), \(refused) refused with a message, "
        + (leaks.isEmpty ? "no number past its limit, no crash" : "\(leaks.count) let past: \(leaks.prefix(5))")
    }
  }

  var coach: Coach
  var store: SherpaStore
  let export: [String: Any]
  let seed: UInt64
  var random: SeededRandom
  /// Every this many inputs the store starts again from the filled one, so what accepted
  /// inputs add (items, merged imports) never makes a long run slower with each input.
  static let renewEvery = 250

  public init(seed: UInt64) throws {
    (store, coach) = try Self.filledCoach(seed: seed)
    export = try JSONSerialization.jsonObject(with: try store.exportJSON()) as? [String: Any] ?? [:]
    self.seed = seed
    random = SeededRandom(seed: seed)
  }

  static func filledCoach(seed: UInt64) throws -> (SherpaStore, Coach) {
    let store = try FilledStore.fill(try SherpaStore.inMemory())
    let zone = TimeZone(identifier: "Europe/London") ?? .gmt
    let coach = Coach(
      store: store, environment: Environment.fixed(FilledStore.at, timeZone: zone, seed: seed),
      settings: CoachSettings(
        wake: LocalTime(minutesSinceMidnight: 420), bed: LocalTime(minutesSinceMidnight: 1380), offline: true,
        sendNotes: false),
      llm: nil)
    return (store, coach)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  /// The `index`th value: the edges first, then seeded random magnitudes and digit runs.
  mutating func value(_ index: Int) -> String {
    if index < Self.edges.count { return Self.edges[index] }
    switch int(0...3) {
    case 0: return Self.edges[int(0...(Self.edges.count - 1))]
    case 1: return "\(int(0...1) == 0 ? "" : "-")\(int(1...9)).\(int(0...999))e\(int(-400...400))"
    case 2:
      var digits = ""
      for _ in 0..<int(1...30) { digits += String(int(0...9)) }
      return digits
    default: return String(Double(bitPattern: random.next()))
    }
  }

  public mutating func run(count: Int) async throws -> Report {
    var report = Report()
    report.seed = seed
    for index in 0..<count {
      if index > 0 && index.isMultiple(of: Self.renewEvery) { (store, coach) = try Self.filledCoach(seed: seed) }
      let number = value(index / 5)
      report.count += 1
      let refused: Bool
      switch index % 5 {
      case 0: refused = try await say(pick(Self.sentences, index / 5).replacingOccurrences(of: "{}", with: number))
      case 1: refused = try importing(number, field: pick(Self.exportFields, index / 5))
      case 2: refused = replying(pick(Self.replies, index / 5).replacingOccurrences(of: "{}", with: number))
      case 3: refused = configuring(pick(Self.configs, index / 5).replacingOccurrences(of: "{}", with: number))
      default:
        let settings = LLMSettings.resolve(environment: ["SHERPA_LLM_TIMEOUT": number], file: .init())
        if !Limits.llmTimeout.contains(settings.timeout) { report.leaks.append("SHERPA_LLM_TIMEOUT=\(number)") }
        refused = !settings.ignored.isEmpty
      }
      if refused { report.refused += 1 }
      if let leak = try leak() { report.leaks.append("\(leak) after input \(index) (\(number))") }
    }
    return report
  }

  func pick<T>(_ list: [T], _ index: Int) -> T { list[index % list.count] }

  /// A turn on the coach; refused when it changed nothing.
  func say(_ sentence: String) async throws -> Bool {
    guard let outcome = await coach.handle(sentence) else { return true }
    return outcome.applied.isEmpty
  }

  /// The filled store's export with one kind of numeric field set to `number` everywhere,
  /// merged into the store; refused when the importer said no.
  func importing(_ number: String, field: String) throws -> Bool {
    guard let value = Double(number) else { return true }
    var document = export
    func set(_ object: Any) -> Any {
      if var dictionary = object as? [String: Any] {
        for (key, inner) in dictionary {
          dictionary[key] = key == field ? (field == "by_month_days" ? [value] : value as Any) : set(inner)
        }
        return dictionary
      }
      if let list = object as? [Any] { return list.map(set) }
      return object
    }
    document = set(document) as? [String: Any] ?? document
    // JSON holds no infinity or NaN: those go in as the text a file would hold.
    guard value.isFinite, let data = try? JSONSerialization.data(withJSONObject: document),
      let decoded = try? ExportDocument.decode(data)
    else { return true }
    do {
      _ = try store.importDocument(decoded, merge: true)
      return false
    } catch {
      return true
    }
  }

  /// An LLM reply decoded and validated against the store; refused when either said no.
  func replying(_ text: String) -> Bool {
    guard let reply = try? ActionDecoder.decode(Data(text.utf8)),
      let items = try? store.items(includeArchived: false),
      (try? ActionValidator.validate(reply, in: context(items))) != nil
    else { return true }
    return false
  }

  func context(_ items: [Item]) -> ActionContext {
    ActionContext(
      today: FilledStore.day, wake: LocalTime(minutesSinceMidnight: 420), bed: LocalTime(minutesSinceMidnight: 1380),
      plan: items.map { .init(id: $0.id, name: $0.name, kind: $0.kind, unit: $0.unit, target: $0.target) },
      items: items.map { .init(id: $0.id, name: $0.name) }, goals: [], suggestions: [])
  }

  func configuring(_ text: String) -> Bool {
    guard let config = try? ConfigFile.parse(text) else { return true }
    return config.timeoutSeconds.map { !Limits.llmTimeout.contains($0) } ?? false
  }

  /// What the store holds beyond `Limits`, if anything.
  func leak() throws -> String? {
    for item in try store.items(includeArchived: true) {
      guard Limits.isQuantity(item.target), Limits.isQuantity(item.step) else {
        return "item \(item.name) target \(item.target) step \(item.step)"
      }
      guard item.recurrence.interval <= Limits.count else { return "item \(item.name) interval" }
    }
    let today = FilledStore.day
    for instance in try store.instances(from: today.adding(days: -400), to: today.adding(days: 400)) {
      guard instance.progress.isFinite, (0...Limits.dayTotal).contains(instance.progress) else {
        return "progress \(instance.progress)"
      }
    }
    return nil
  }
}
