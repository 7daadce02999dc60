import ArgumentParser
import Foundation
import SherpaCoach
import SherpaCore
import SherpaIntent
import SherpaStore

/// `sherpa parse "TEXT"`: the on-device parse only. Reads item names from the store when
/// one exists; never writes and never creates one.
struct Parse: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse", abstract: "Show how sherpa understands a sentence, on the device.")

  @Argument(help: "The sentence, typed or as a speech recogniser wrote it.")
  var text: [String]

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    var items: [Item] = []
    if FileManager.default.fileExists(atPath: launch.layout.store.path) {
      let store = try Failure.wrapping {
        try SherpaStore.open(at: launch.layout.store, readOnly: true, options: launch.storeOptions)
      }
      items = try Failure.wrapping { try store.items(includeArchived: false) }
    }
    let parser = IntentParser(items: items.map { ItemRef(id: $0.id, name: $0.name, kind: $0.kind, unit: $0.unit) })
    let context = ParseContext(
      today: launch.environment.today, time: launch.environment.timeOfDay, wake: launch.wake, bed: launch.bed)
    let result = parser.parse(text.joined(separator: " "), context: context)
    if global.json {
      try Output.json(result)
    } else {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      let slots = (try? encoder.encode(result.slots)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
      Output.text(
        "intent: \(result.intent.rawValue)  confidence: \(String(format: "%.2f", result.confidence))\nslots: \(slots)")
    }
  }
}
