import Foundation
import SherpaCoach
import SherpaLineEditor
import SherpaStore
import SherpaTerminal

/// Wires the live pieces for the coach commands: the store, the coach over libcurl, the
/// console and the line reader. Logic lives in the targets; this only connects them.
struct Live {
  let launch: Launch
  let store: SherpaStore
  let console: Console

  mutating func runChat(interactive: Bool, json: Bool, yes: Bool, record: String?) async throws {
    let coach = CoachFactory.make(launch: launch, store: store)
    var session = CoachSession(
      coach: coach, console: console, json: json, autoConfirm: yes, clockLines: launch.isFrozen, voice: !interactive)
    if interactive, !json,
      let editor = EditLineReader(historyPath: launch.layout.history.path, words: { coach.completionWords })
    {
      if let greeting = coach.checkIn() { console.reply(greeting) }
      var reader = editor
      await session.run(reader: &reader, prompt: console.style.unicode ? "› " : "> ")
    } else {
      var reader = PlainLineReader()
      await session.run(reader: &reader)
    }
  }

  mutating func say(_ text: String, json: Bool, yes: Bool) async throws {
    let coach = CoachFactory.make(launch: launch, store: store)
    var session = CoachSession(
      coach: coach, console: console, json: json, autoConfirm: yes, clockLines: false, voice: false)
    _ = await session.handle(line: text)
  }
}
