import Foundation
import SherpaCore

/// A GitHub-style year: 7 rows (Monday first) × 53 week columns ending with the week
/// of `today`, shaded by each day's completion share, with month labels and a legend.
public enum YearHeatmap {
  public static let weeks = 53
  static let labelColumns = 4

  /// The picture's lines; days missing from `shares` or after `today` are blank. A
  /// terminal narrower than 57 columns shows the most recent weeks that fit.
  public static func render(shares: [LocalDay: Double], today: LocalDay, style: RenderStyle) -> [String] {
    let glyphs = Glyphs(style)
    let weeks = max(1, min(Self.weeks, style.width - labelColumns))
    let firstMonday = today.startOfWeek.adding(days: -7 * (weeks - 1))
    var lines = [monthHeader(firstMonday: firstMonday, weeks: weeks)]
    let labels = ["Mon", "", "Wed", "", "Fri", "", "Sun"]
    for row in 0..<7 {
      var line = Paint.pad(labels[row], labelColumns)
      for column in 0..<weeks {
        let day = firstMonday.adding(days: column * 7 + row)
        guard day <= today, let share = shares[day] else {
          line += " "
          continue
        }
        let level = Charts.level(share)
        line += Paint.color(glyphs.heat[level], Paint.greens[level], style)
      }
      lines.append(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
    }
    let legend = (0..<5).map { Paint.color(glyphs.heat[$0], Paint.greens[$0], style) }.joined()
    lines.append(Paint.pad("", labelColumns) + "less " + legend + " more")
    return lines
  }

  /// Each non-neutral day's completion share from its record.
  public static func shares(_ records: [DayRecord]) -> [LocalDay: Double] {
    var result: [LocalDay: Double] = [:]
    for record in records where !record.isNeutral {
      result[record.day] = min(1, Double(record.completed) / Double(record.counted))
    }
    return result
  }

  static func monthHeader(firstMonday: LocalDay, weeks: Int) -> String {
    let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    var cells = Array(repeating: Character(" "), count: weeks)
    var column = 0
    while column < weeks {
      let monday = firstMonday.adding(days: column * 7)
      let sunday = monday.adding(days: 6)
      if sunday.day <= 7 && column + 3 <= weeks {
        for (offset, char) in names[sunday.month - 1].enumerated() { cells[column + offset] = char }
        column += 4
      } else {
        column += 1
      }
    }
    return String(repeating: " ", count: labelColumns)
      + String(cells).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
  }
}
