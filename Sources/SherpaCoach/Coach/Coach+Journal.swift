import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// The journal: a line written to it (a reflection of the time of day), and the view of
/// past days with their notes.
extension Coach {
  /// Days in the journal view unless asked otherwise.
  public static let journalDays = 14

  /// The `days` days ending today, newest first, and none before the person started
  /// (the first item made, note or reflection written).
  public func journal(days: Int = Coach.journalDays) throws -> JournalPage {
    let from = today.adding(days: -(max(1, days) - 1))
    let notes = try store.endOfDayNotes(from: from, to: today)
    let reflections = try store.reflections(from: from, to: today)
    let firstItem = try store.items(includeArchived: true).map {
      LocalDay(containing: $0.createdAt, in: environment.calendar)
    }
    .min()
    let started = ([firstItem] + notes.map(\.day) + reflections.map(\.day)).compactMap { $0 }.min() ?? today
    let shown = max(from, min(started, today)).days(until: today) + 1
    return JournalPage(notes: notes, reflections: reflections, today: today, count: shown)
  }

  func journalTurn(_ parse: ParseResult, source: TurnOutcome.Source = .local) throws -> TurnOutcome {
    if let note = parse.slots.note, !note.isEmpty {
      var line = parse
      line.reflectionKind = environment.timeOfDay.hour < 15 ? .morning : .night
      line.slots.score = nil
      line.sleepQuality = nil
      var outcome = try reflect(line)
      outcome.intent = "journal"
      return outcome
    }
    let page = try journal()
    let written = page.days.filter { $0.note != nil }.count
    let span = page.days.count == 1 ? "today" : "the last \(page.days.count) days"
    var text = "Your journal, \(span): \(written) with a note."
    if let average = page.averageFulfilment { text += " Fulfilment averages \(NumberText.tenths(average))/10." }
    var outcome = reply("journal", text, source: source)
    outcome.display = .journal(page, today: today)
    return outcome
  }
}
