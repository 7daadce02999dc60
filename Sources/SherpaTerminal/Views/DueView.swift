import SherpaCore

/// What is due (`sherpa due`, `/due`): the smart reminder in effect, the must-do
/// progress, then overdue tasks, what is due now and what comes next, one line each
/// with its due time or part of the day. Text from the store arrives sanitised.
public struct DueView: Sendable {
  public var list: DueList

  public init(list: DueList) {
    self.list = list
  }

  /// What an empty list says: praise only for a day with something done.
  public static func nothingLeft(_ list: DueList) -> String {
    if list.planned == 0 { return "Nothing is planned for today." }
    return list.completed > 0 ? "Nothing left to do today. Well done." : "Nothing left to do today."
  }

  public func render(style: RenderStyle) -> String {
    let dot = style.unicode ? "·" : "-"
    var lines = [Paint.bold("Due \(list.date) \(dot) \(list.at)", style)]
    if let reminder = list.reminder {
      lines.append(Paint.color(reminder.time.description, Paint.cyan, style) + "  " + reminder.headline)
    }
    if list.mustDos.total > 0 {
      let share = Double(list.mustDos.done) / Double(list.mustDos.total)
      lines.append(
        "\(list.mustDos.done)/\(list.mustDos.total) must-dos done  " + Charts.bar(share, columns: 10, style: style))
    }
    if list.entries.isEmpty {
      lines.append(Self.nothingLeft(list))
      return lines.joined(separator: "\n") + "\n"
    }
    let textColumns = max(10, style.width - 34)
    for (title, entries) in [("Overdue", list.overdue), ("Now", list.now), ("Next", list.next)] where !entries.isEmpty {
      lines.append(Paint.bold(title, style))
      for entry in entries {
        let mark: String
        if entry.overdue {
          mark = Paint.color("!", Paint.red, style)
        } else if entry.tier == .mustDo {
          mark = style.unicode ? "●" : "*"
        } else {
          mark = style.unicode ? "○" : "o"
        }
        var line = " " + mark + " " + Paint.pad(entry.id ?? "", 5) + Paint.pad(when(entry), 12)
        line += Paint.clip(entry.text, textColumns, style)
        if entry.overdue, let due = entry.dueDate {
          line += "  " + Paint.color("overdue \(max(1, due.days(until: list.date)))d", Paint.red, style)
        }
        if entry.notify { line += "  " + Paint.color("notify", Paint.grey, style) }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The time of day, else the part of the day, else "any time".
  func when(_ entry: DueEntry) -> String {
    if let time = entry.time { return time.description }
    return entry.timeSlot.flatMap { DueView.slotNames[$0] } ?? "any time"
  }

  static let slotNames: [TimeSlot: String] = [
    .afterWake: "after wake", .morning: "morning", .duringTheDay: "daytime", .evening: "evening",
    .beforeBed: "before bed",
  ]
}
