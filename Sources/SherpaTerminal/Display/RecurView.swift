import SherpaCore

/// `sherpa recur` as text: the summary, then one line per date with its weekday.
public enum RecurView {
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  public static func plain(summary: String, dates: [LocalDay]) -> String {
    var lines = [summary]
    if dates.isEmpty { lines.append("  (no dates: the rule ends before it matches a day)") }
    for day in dates {
      let date =
        "\(weekdays[day.weekday - 1]) \(day.day < 10 ? " " : "")\(day.day) \(months[day.month - 1]) \(day.year)"
      lines.append("  \(date)  \(day)")
    }
    return lines.joined(separator: "\n")
  }
}
