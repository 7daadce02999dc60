import Foundation
import SherpaCore
import SherpaStore

/// The plan as an RFC 5545 calendar (`sherpa export --format ics`): each scheduled habit
/// as a VEVENT and each task as a VTODO, with its RRULE; each goal milestone with a
/// scheduled block as a VEVENT at that block; a VALARM on items with notify on; a
/// VTIMEZONE for the user's zone. UIDs come from the public id and the creation time, so
/// importing a later export again updates events instead of duplicating them.
///
/// A repeat counted from completion is exported as its next due date only; a flexible
/// "N times a week" habit has no days of its own and is left out; archived items too.
public struct ICSExport: Sendable {
  public var zone: TimeZone
  public var now: Date
  public var today: LocalDay
  public var wake: LocalTime
  public var bed: LocalTime

  public init(zone: TimeZone, now: Date, today: LocalDay, wake: LocalTime, bed: LocalTime) {
    self.zone = zone
    self.now = now
    self.today = today
    self.wake = wake
    self.bed = bed
  }

  /// The calendar's text: CRLF line ends, folded at 75 octets.
  public func calendar(_ document: ExportDocument) -> String {
    var components: [[String]] = []
    var firstYear = today.year
    let done = Set(document.instances.filter(\.completed).map(\.item))
    for item in document.items {
      guard let placed = placement(item, instances: document.instances) else { continue }
      firstYear = min(firstYear, placed.day.year)
      components.append(lines(item, placed, done: item.recurrence.freq == .none && done.contains(item.id)))
    }
    for goal in document.goals {
      for milestone in goal.milestones {
        guard let block = milestone.block else { continue }
        firstYear = min(firstYear, block.date.year)
        components.append(lines(milestone, block, goal: goal))
      }
    }
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//sherpa//sherpa export//EN", "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH", "X-WR-CALNAME:sherpa", "X-WR-TIMEZONE:" + ICSText.escape(zone.identifier),
    ]
    lines += ICSTimeZone(zone: zone).lines(years: firstYear...(today.year + 10))
    lines += components.flatMap { $0 }
    lines.append("END:VCALENDAR")
    return lines.map(ICSText.fold).joined()
  }

  /// Where an item sits in the calendar: its first day (or, for a repeat counted from
  /// completion, its next due day), its time (its own, else the start of its part of
  /// the day; nil for all day) and length, its rule.
  struct Placement {
    var day: LocalDay
    var time: LocalTime?
    var minutes: Int
    var rules: [String]
  }

  func placement(_ item: ExportItem, instances: [ExportInstance]) -> Placement? {
    guard !item.archived, !(item.kind == .habit && item.period != .day && item.recurrence.freq == .daily) else {
      return nil
    }
    let rule = item.recurrence
    let day: LocalDay?
    if rule.afterCompletion && rule.freq != .none {
      let last = instances.filter { $0.item == item.id && $0.completed && $0.day < today }.map(\.day).max()
      day = rule.occurrences(start: item.startDate, from: today, count: 1, lastCompletion: last).first
    } else {
      day = rule.freq == .none ? item.startDate : rule.firstOccurrence(start: item.startDate)
    }
    guard let day else { return nil }
    let time = item.time ?? item.timeSlot.map { $0.window(wake: wake, bed: bed).start }
    let minutes = duration(item)
    let until: (LocalDay) -> String = { last in
      guard let time else { return ICSText.date(last) }
      return ICSText.utc(self.instant(last, time))
    }
    return Placement(day: day, time: time, minutes: minutes, rules: rule.rruleValues(start: day, until: until))
  }

  /// A timed item's length: its daily target when it is measured in time, else 30 min.
  func duration(_ item: ExportItem) -> Int {
    guard item.period == .day, let perMinute = item.unit.perMinute else { return 30 }
    return Int(max(5, min(240, (item.target / perMinute).rounded())))
  }

  func lines(_ item: ExportItem, _ placed: Placement, done: Bool) -> [String] {
    let component = item.kind == .task ? "VTODO" : "VEVENT"
    var lines = ["BEGIN:" + component, "UID:" + uid(item.id, item.createdAt), "DTSTAMP:" + ICSText.utc(now)]
    if let time = placed.time {
      lines.append("DTSTART;TZID=\(tzid):" + ICSText.local(placed.day, time))
      if item.kind == .task {
        let due = instant(placed.day, time).addingTimeInterval(TimeInterval(placed.minutes * 60))
        lines.append("DUE:" + ICSText.utc(due))
      } else {
        lines.append("DURATION:PT\(placed.minutes)M")
      }
    } else {
      lines.append("DTSTART;VALUE=DATE:" + ICSText.date(placed.day))
      let end = "VALUE=DATE:" + ICSText.date(placed.day.adding(days: 1))
      lines.append((item.kind == .task ? "DUE;" : "DTEND;") + end)
    }
    lines += placed.rules.map { "RRULE:" + $0 }
    lines.append("SUMMARY:" + ICSText.escape([item.icon, item.name].compactMap { $0 }.joined(separator: " ")))
    let about = [item.habitPrompt, item.kind == .habit ? Self.amount(item) : nil].compactMap { $0 }
    if !about.isEmpty { lines.append("DESCRIPTION:" + ICSText.escape(about.joined(separator: "\n"))) }
    if let category = item.category { lines.append("CATEGORIES:" + ICSText.escape(category)) }
    if item.kind == .task {
      lines.append("STATUS:" + (done ? "COMPLETED" : "NEEDS-ACTION"))
    }
    if item.notify {
      let trigger = placed.time == nil ? "TRIGGER;RELATED=START:PT\(wake.minutes)M" : "TRIGGER:PT0M"
      lines += [
        "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ICSText.escape(item.habitPrompt ?? item.name), trigger,
        "END:VALARM",
      ]
    }
    return lines + ["END:" + component]
  }

  func lines(_ milestone: ExportMilestone, _ block: ScheduledBlock, goal: ExportGoal) -> [String] {
    var about = milestone.successCriteria
    if !about.isEmpty { about = "Done when: " + about }
    return [
      "BEGIN:VEVENT", "UID:" + uid(milestone.id, goal.createdAt), "DTSTAMP:" + ICSText.utc(now),
      "DTSTART;TZID=\(tzid):" + ICSText.local(block.date, block.start), "DURATION:PT\(block.minutes)M",
      "SUMMARY:" + ICSText.escape("\(milestone.title) (\(goal.title))"), "DESCRIPTION:" + ICSText.escape(about),
      "STATUS:" + (milestone.status == .done ? "CONFIRMED" : "TENTATIVE"), "END:VEVENT",
    ]
  }

  var tzid: String { ICSText.escape(zone.identifier).replacingOccurrences(of: "\"", with: "") }

  /// `i3-20261123T081500@sherpa`: the public id and the record's creation time, both
  /// kept through export and import.
  func uid(_ id: String, _ createdAt: String) -> String {
    let stamp = createdAt.prefix(19).filter { $0.isNumber || $0 == "T" }
    return ICSText.escape("\(id)-\(stamp)@sherpa")
  }

  func instant(_ day: LocalDay, _ time: LocalTime) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = DateComponents(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute)
    return calendar.date(from: parts) ?? day.start(in: calendar).addingTimeInterval(TimeInterval(time.minutes * 60))
  }

  static func amount(_ item: ExportItem) -> String {
    let number = item.target == item.target.rounded() ? String(Int(item.target)) : String(item.target)
    return "\(number) \(item.unit.label(for: item.target, counting: item.countLabel)) a \(item.period.rawValue)"
  }
}
