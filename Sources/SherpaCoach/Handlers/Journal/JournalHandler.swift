import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// The journal: a line written to it (a reflection of the time of day), and the view of
/// past days with their notes.
public struct JournalHandler: CoachHandler {
  let context: CoachContext

  /// Days in the journal view unless asked otherwise.
  public static let journalDays = 14

  /// The `days` days ending today, newest first, and none before the person started
  /// (the first item made, note or reflection written).
  public func page(days: Int = JournalHandler.journalDays) throws -> JournalPage {
    let from = today.adding(days: -(max(1, days) - 1))
    let notes = try data.endOfDayNotes(from: from, to: today)
    let reflections = try data.reflections(from: from, to: today)
    let firstItem = try data.items(includeArchived: true).map {
      LocalDay(containing: $0.createdAt, in: environment.calendar)
    }
    .min()
    let started = ([firstItem] + notes.map(\.day) + reflections.map(\.day)).compactMap { $0 }.min() ?? today
    let shown = max(from, min(started, today)).days(until: today) + 1
    return JournalPage(notes: notes, reflections: reflections, today: today, count: shown)
  }

  /// What one past day of the journal holds, in words.
  static func dayPage(_ entry: JournalPage.Day?, day: LocalDay) -> String {
    var held: [String] = []
    if let entry, entry.note != nil {
      held.append("the end-of-day note" + (entry.fulfilment.map { " (\($0)/10)" } ?? ""))
    }
    let reflections = entry?.reflections.count ?? 0
    if reflections > 0 { held.append(Coach.count(reflections, "reflection")) }
    let said = held.isEmpty ? "nothing written." : held.joined(separator: ", ") + "."
    return "Your journal, \(Coach.longDate(day)): \(said)"
  }

  /// The days a page holds, in words: how many have a note and how many reflections.
  static func summary(_ page: JournalPage) -> String {
    let written = page.days.filter { $0.note != nil }.count
    let span = page.days.count == 1 ? "today" : "the last \(page.days.count) days"
    // The reflections count too: "today: 0 with a note" read as empty with three lines written.
    let notes =
      page.days.count > 1 ? "\(written) with a note" : written == 1 ? "the end-of-day note" : "no end-of-day note yet"
    let reflections = page.days.reduce(0) { $0 + $1.reflections.count }
    var text = "Your journal, \(span): \(notes)"
    text += reflections == 0 ? "." : ", \(Coach.count(reflections, "reflection"))."
    if let average = page.averageFulfilment { text += " Fulfilment averages \(NumberText.tenths(average))/10." }
    return text
  }

  func journalTurn(_ parse: ParseResult, source: TurnOutcome.Source = .local) throws -> TurnOutcome {
    let day = parse.slots.date.flatMap { $0 == today ? nil : $0 }
    if let note = parse.slots.note, !note.isEmpty {
      // A line for yesterday is still taken (its evening); older days are closed.
      if let day, day != today.adding(days: -1) {
        return failure(
          .journal, code: .invalidInput,
          "I can add to today's or yesterday's journal, not \(Coach.longDate(day)). Nothing was saved.")
      }
      var line = parse
      line.reflectionKind = day != nil || environment.timeOfDay.hour >= 15 ? .night : .morning
      line.slots.score = nil
      line.sleepQuality = nil
      var outcome = try reflect(line, day: day)
      outcome.intent = .journal
      return outcome
    }
    // Reading back a day further back than the usual page shows reaches back to it.
    let reach = day.map { $0.days(until: today) + 1 } ?? JournalHandler.journalDays
    let page = try self.page(days: min(max(reach, JournalHandler.journalDays), 90))
    // "what did i write yesterday": that day's own page, not the last days'.
    let text =
      if let day, day < today { Self.dayPage(page.days.first { $0.day == day }, day: day) } else { Self.summary(page) }
    var outcome = reply(.journal, text, source: source)
    outcome.display = .journal(page, today: today)
    return outcome
  }
}
