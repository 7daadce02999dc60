import Foundation

/// Past days newest first, each with its end-of-day note (if one was written), its
/// reflections and whether the note can still change — what `sherpa journal` shows.
public struct JournalPage: Sendable, Hashable, Encodable {
  /// One day of the journal.
  public struct Day: Sendable, Hashable, Encodable {
    public var day: LocalDay
    public var note: String?
    public var fulfilment: Int?
    public var reflections: [Reflection]
    /// The note for this day can no longer be written or changed.
    public var locked: Bool

    enum CodingKeys: String, CodingKey {
      case day, note, fulfilment, reflections, locked
    }

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(day.description, forKey: .day)
      try c.encode(note, forKey: .note)
      try c.encode(fulfilment, forKey: .fulfilment)
      try c.encode(reflections.map(ReflectionLine.init), forKey: .reflections)
      try c.encode(locked, forKey: .locked)
    }
  }

  struct ReflectionLine: Encodable {
    var kind: String
    var note: String?
    var sleepQuality: Int?

    init(_ reflection: Reflection) {
      kind = reflection.kind.rawValue
      note = reflection.note
      sleepQuality = reflection.sleepQuality
    }

    enum CodingKeys: String, CodingKey {
      case kind, note
      case sleepQuality = "sleep_quality"
    }
  }

  public var days: [Day]
  /// The average fulfilment over the days that have a note, nil when none has.
  public var averageFulfilment: Double?

  enum CodingKeys: String, CodingKey {
    case days
    case averageFulfilment = "average_fulfilment"
  }

  /// The `count` days ending `today`, newest first.
  public init(notes: [EndOfDayNote], reflections: [Reflection], today: LocalDay, count: Int) {
    let notesByDay = Dictionary(notes.map { ($0.day, $0) }, uniquingKeysWith: { _, last in last })
    let reflectionsByDay = Dictionary(grouping: reflections, by: \.day)
    days = (0..<max(1, count)).map { offset in
      let day = today.adding(days: -offset)
      let note = notesByDay[day]
      return Day(
        day: day, note: note?.note, fulfilment: note?.fulfilment,
        reflections: (reflectionsByDay[day] ?? []).sorted { $0.createdAt < $1.createdAt },
        locked: EndOfDayNote(day: day, note: "", fulfilment: 1, updatedAt: Date(timeIntervalSince1970: 0))
          .isLocked(today: today))
    }
    let scores = days.compactMap(\.fulfilment)
    averageFulfilment = scores.isEmpty ? nil : Double(scores.reduce(0, +)) / Double(scores.count)
  }
}
