import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Reflections and the day's wrap-up.
extension JournalHandler {
  /// A reflection for today, or for `day` (a journal line for yesterday).
  func reflect(_ parse: ParseResult, day: LocalDay? = nil) throws -> TurnOutcome {
    let kind: Reflection.Kind = parse.reflectionKind ?? (environment.timeOfDay.hour < 15 ? .morning : .night)
    // Sleep quality belongs to the morning; a night reflection's "good day" is not a sleep score.
    let sleep = kind == .morning ? parse.slots.score ?? parse.sleepQuality : nil
    if let sleep, !Reflection.scale.contains(sleep) {
      return failure(
        .reflect, code: .invalidInput, "Sleep quality goes from 1 (awful) to 5 (great) — \(sleep) is off the scale.")
    }
    let reflection = Reflection(
      day: day ?? today, kind: kind, note: parse.slots.note, sleepQuality: sleep,
      createdAt: now)
    let earned = try write("\(kind.rawValue) reflection") { try model.addReflection(reflection) }
    var text = kind == .morning ? "Thanks — noted your morning" : "Thanks — noted your evening"
    if let day, day == today.adding(days: -1) { text = "Thanks — noted in yesterday's journal" }
    if let sleep = reflection.sleepQuality { text += ", sleep \(sleep)/5" }
    text += "."
    if earned { text += " (+10 XP)" }
    return reply(.reflect, text, applied: [AppliedAction(type: .reflect, note: reflection.note, detail: kind.rawValue)])
  }

  func endOfDay(_ parse: ParseResult) throws -> TurnOutcome {
    let day = parse.slots.date ?? today
    if day > today {
      return failure(
        .endOfDay, code: .invalidInput,
        "\(day) hasn't happened yet — a wrap-up is for today or yesterday, so nothing was saved.")
    }
    // Words added to a day already wrapped up ("add to yesterday's note that i also called
    // mom") keep the score it has.
    let kept =
      parse.slots.score == nil && parse.slots.note != nil
      ? try data.endOfDayNotes(from: day, to: day).first?.fulfilment : nil
    guard let score = parse.slots.score ?? kept else {
      let when = Coach.nearDayName(day, today: today)
      return failure(.endOfDay, code: .invalidInput, "How fulfilling was \(when), from 1 to 10?")
    }
    guard EndOfDayNote.scale.contains(score) else {
      return failure(.endOfDay, code: .invalidInput, "Fulfilment goes from 1 to 10 — \(score) is off the scale.")
    }
    var note = EndOfDayNote(day: day, note: parse.slots.note ?? "", fulfilment: score, updatedAt: now)
    // A second wrap-up for the same day adds to the first (its score replaces the old
    // one); "change today's note to …" replaces it.
    let earlier = try data.endOfDayNotes(from: day, to: day).first
    let replaces = JournalHandler.replacesNote(parse.normalized)
    if let earlier, !replaces, !earlier.note.isEmpty, earlier.note != note.note {
      let joint = earlier.note.last.map { ".;!?".contains($0) } == true ? " " : "; "
      note.note = note.note.isEmpty ? earlier.note : earlier.note + joint + note.note
    }
    if note.isLocked(today: today) {
      return failure(
        .endOfDay, code: .locked,
        "The note for \(day) locked at the end of \(day.adding(days: 1)), so it stays as it was.")
    }
    try write("end-of-day note") { try data.setEndOfDayNote(note, today: today) }
    let which = day == today ? "today's wrap-up" : "the wrap-up for \(day)"
    var text =
      day == today ? "Saved today's wrap-up: \(score)/10. Rest well." : "Saved the wrap-up for \(day): \(score)/10."
    if let earlier {
      let was = earlier.fulfilment == score ? "" : " (was \(earlier.fulfilment)/10)"
      text =
        replaces || earlier.note.isEmpty
        ? "Replaced \(which): \(score)/10\(was)." : "Added to \(which): \(score)/10\(was)."
    }
    return reply(.endOfDay, text, applied: [AppliedAction(type: .endOfDay, note: note.note, detail: "\(score)/10")])
  }

  /// Whether a wrap-up is said as a change of the day's note ("change today's note to
  /// …", "update my wrap-up", "actually make it a 6") rather than more of it.
  static func replacesNote(_ normalized: String) -> Bool {
    let words = Set(normalized.split(separator: " ").map(String.init))
    return !words.isDisjoint(with: ["change", "edit", "update", "replace", "correct", "fix", "actually", "instead"])
  }
}
