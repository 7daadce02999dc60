import SherpaCore

/// `sherpa recur` as text: the summary, then one line per date with its weekday.
public enum RecurView {

  public static func plain(summary: String, dates: [LocalDay]) -> String {
    var lines = [summary]
    if dates.isEmpty { lines.append("  (no dates: the rule ends before it matches a day)") }
    for day in dates {
      let date =
        "\(day.weekdayAbbreviation) \(day.day < 10 ? " " : "")\(day.day) \(day.monthAbbreviation) \(day.year)"
      lines.append("  \(date)  \(day)")
    }
    return lines.joined(separator: "\n")
  }
}
