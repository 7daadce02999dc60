import Foundation
import SherpaCore

@testable import SherpaActions

/// The fixed store snapshot every example reply is checked against (today is Monday 2026-11-23).
enum Fixtures {
  static let today = LocalDay(ordinal: LocalDay(year: 2026, month: 11, day: 23)?.ordinal ?? 0)

  static let context = ActionContext(
    today: today,
    wake: LocalTime(minutesSinceMidnight: 7 * 60),
    bed: LocalTime(minutesSinceMidnight: 23 * 60),
    plan: [
      .init(id: 1, name: "Read", kind: .habit, unit: .min, target: 30),
      .init(id: 2, name: "Walk", kind: .habit, unit: .steps, target: 10_000),
      .init(id: 3, name: "Write report", kind: .task, unit: .count, target: 1),
    ],
    items: [
      .init(id: 1, name: "Read"), .init(id: 2, name: "Walk"), .init(id: 3, name: "Write report"),
      .init(id: 4, name: "Meditate"),
    ],
    goals: [
      .init(id: 1, title: "Run a marathon"),
      .init(id: 2, title: "Finish thesis"),
      .init(id: 4, title: "Loop A", parentID: 5),
      .init(id: 5, title: "Loop B", parentID: 4),
      .init(id: 6, title: "Learn the guitar", status: .archived),
    ],
    suggestions: [.init(id: 12, name: "Lights out by 23:00"), .init(id: 3, name: "Drink water")])

  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Prompts/examples")

  static func files(in folder: String) throws -> [URL] {
    let directory = examples.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent != "manifest.json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// Decodes and validates, returning the error code or nil when accepted.
  static func rejection(_ data: Data, in context: ActionContext = context) -> String? {
    do {
      let reply = try ActionDecoder.decode(data)
      _ = try ActionValidator.validate(reply, in: context)
      return nil
    } catch {
      return error.code
    }
  }

  static func rejection(_ text: String, in context: ActionContext = context) -> String? {
    rejection(Data(text.utf8), in: context)
  }

  static func day(_ text: String) -> LocalDay { LocalDay(text) ?? LocalDay(ordinal: 0) }
}
