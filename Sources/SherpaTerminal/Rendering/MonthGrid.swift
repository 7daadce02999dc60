import Foundation
import SherpaCore

/// One item's month as a calendar: ✓ done, ✗ missed, · skipped, – before the item
/// existed, blank when not scheduled or still ahead; today is bracketed. Each day shows its number and mark.
public enum MonthGrid {
  /// What a day shows.
  public enum Mark: Sendable, Hashable {
    case done, missed, skipped, before, unscheduled, future
  }

  /// The marks of `item` for each day of the month containing `month`.
  public static func marks(item: Item, log: HabitLog, month: LocalDay, today: LocalDay) -> [LocalDay: Mark] {
    var result: [LocalDay: Mark] = [:]
    let first = month.startOfMonth
    for offset in 0..<first.daysInMonth {
      let day = first.adding(days: offset)
      if day < item.startDate {
        result[day] = .before
      } else if log.isCompleted(item, on: day) {
        result[day] = .done
      } else if day > today {
        result[day] = .future
      } else if log.isSkipped(item, on: day) {
        result[day] = .skipped
      } else if !item.recurrence.occurs(on: day, start: item.startDate) || item.isFlexible {
        result[day] = .unscheduled
      } else {
        result[day] = day == today ? .future : .missed
      }
    }
    return result
  }

  /// The grid's lines: a title, weekday header and up to six week rows, 42 columns wide.
  public static func render(
    title: String, month: LocalDay, marks: [LocalDay: Mark], today: LocalDay, style: RenderStyle
  ) -> [String] {
    let first = month.startOfMonth
    var lines = [
      Paint.bold(Paint.clip(title, style.width - 16, style) + " — " + first.monthName + " \(first.year)", style)
    ]
    if !style.unicode { lines[0] = lines[0].replacingOccurrences(of: "—", with: "-") }
    lines.append("  Mo    Tu    We    Th    Fr    Sa    Su")
    var line = String(repeating: "      ", count: first.weekday - 1)
    for offset in 0..<first.daysInMonth {
      let day = first.adding(days: offset)
      let symbol = glyph(marks[day] ?? .unscheduled, style)
      let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
      line += day == today ? "[" + number + " " + symbol + "]" : " " + number + " " + symbol + " "
      if day.weekday == 7 || offset == first.daysInMonth - 1 {
        lines.append(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        line = ""
      }
    }
    return lines
  }

  static func glyph(_ mark: Mark, _ style: RenderStyle) -> String {
    let glyphs = Glyphs(style)
    switch mark {
    case .done: return Paint.color(glyphs.done, Paint.greens[4], style)
    case .missed: return Paint.color(glyphs.missed, Paint.red, style)
    case .skipped: return Paint.color(glyphs.skipped, Paint.yellow, style)
    case .before: return Paint.color(glyphs.before, Paint.grey, style)
    case .unscheduled, .future: return glyphs.future
    }
  }
}
