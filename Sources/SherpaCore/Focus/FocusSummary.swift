import Foundation

/// What a finished focus adds up to: minutes today and this week (Monday to Sunday),
/// and a suggested next session — another round after a short break, or a long break
/// once four rounds are behind you today.
public struct FocusSummary: Sendable, Hashable, Encodable {
  public var minutesToday: Int
  public var minutesWeek: Int
  public var sessionsToday: Int
  public var suggestion: String

  enum CodingKeys: String, CodingKey {
    case minutesToday = "minutes_today"
    case minutesWeek = "minutes_week"
    case sessionsToday = "sessions_today"
    case suggestion
  }

  /// Rounds in a row before a long break is suggested.
  public static let roundsBeforeLongBreak = 4

  public init(sessions: [FocusSession], now: Date, calendar: Calendar, lastPlan: FocusPlan? = nil) {
    let today = LocalDay(containing: now, in: calendar)
    let weekStart = today.startOfWeek
    var todayMinutes = 0
    var weekMinutes = 0
    var todayCount = 0
    for session in sessions where session.endedAt != nil {
      let day = LocalDay(containing: session.startedAt, in: calendar)
      if day == today {
        todayMinutes += session.actualMinutes
        if session.actualMinutes > 0 { todayCount += 1 }
      }
      if day >= weekStart && day <= today { weekMinutes += session.actualMinutes }
    }
    minutesToday = todayMinutes
    minutesWeek = weekMinutes
    sessionsToday = todayCount
    let work = lastPlan?.workMinutes ?? 25
    let pause = lastPlan.map { max($0.breakMinutes, 5) } ?? 5
    if todayCount >= Self.roundsBeforeLongBreak {
      let at = Self.time(now.addingTimeInterval(30 * 60), calendar)
      suggestion = "\(todayCount) rounds today — take a long break (20–30 min), then \(work) min from \(at)."
    } else {
      let at = Self.time(now.addingTimeInterval(Double(pause * 60)), calendar)
      suggestion = "Next: \(work) min from \(at), after a \(pause)-minute break."
    }
  }

  static func time(_ instant: Date, _ calendar: Calendar) -> LocalTime {
    let parts = calendar.dateComponents([.hour, .minute], from: instant)
    return LocalTime(minutesSinceMidnight: (parts.hour ?? 0) * 60 + (parts.minute ?? 0))
  }
}
