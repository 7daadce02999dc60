import SherpaCore

/// `sherpa stats`: streaks, XP and league, completion rates as bars, trends as
/// sparklines, profiles, correlations, and the year heatmap (or one item's month grid).
public struct StatsView: Sendable {
  public var report: StatsReport
  /// Completion share per day for the heatmap.
  public var shares: [LocalDay: Double]
  public var today: LocalDay
  /// Lines of an item's month grid, shown instead of the heatmap for `--item`.
  public var itemGrid: [String]?

  public init(report: StatsReport, shares: [LocalDay: Double], today: LocalDay, itemGrid: [String]? = nil) {
    self.report = report
    self.shares = shares
    self.today = today
    self.itemGrid = itemGrid
  }

  public func render(style: RenderStyle) -> String {
    let tier = LeagueTier(rawValue: report.league.tier)?.title ?? report.league.tier
    let rank = report.league.rank > 0 ? " #\(report.league.rank)" : ""
    var lines = [
      Paint.bold("Streak \(report.streak.current) day\(report.streak.current == 1 ? "" : "s")", style)
        + " (longest \(report.streak.longest))  XP "
        + "\(report.xp.total) (week \(report.xp.week))  \(tier)\(rank)"
    ]
    if let hint = report.hint {
      lines.append(hint)
      return lines.joined(separator: "\n") + "\n"
    }
    if let item = report.item {
      let left = item.daysLeft.map { $0 == 0 ? ", due today to keep it" : ", \($0)d left" } ?? ""
      let text =
        "\(item.name): streak \(item.current) (longest \(item.longest)), 30-day rate " + percent(item.rate30) + left
      lines.append(Paint.clip(text, style.width, style))
    }
    lines.append("")
    let rates = [
      ("7 days", report.completionRate.last7), ("30 days", report.completionRate.last30),
      ("90 days", report.completionRate.last90),
    ]
    for (label, value) in rates {
      lines.append("  " + Paint.pad(label, 9) + Charts.bar(value, columns: 20, style: style) + " " + percent(value))
    }
    let arrow =
      report.trend > 0.005 ? (style.unicode ? "▲" : "^") : report.trend < -0.005 ? (style.unicode ? "▼" : "v") : "="
    lines.append(
      "  consistency " + percent(report.consistency) + "  trend " + arrow + " " + signed(report.trend)
        + " vs previous 30 days")
    lines.append(
      "  done \(report.totalCompletions) (tasks \(report.tasksDone)) on \(report.activeDays) days  focus \(report.focusMinutes) min (week \(report.focusMinutesWeek))"
    )
    lines.append("  last 30 days " + Charts.sparkline(report.daily, floor: 1, style: style))
    let scored = report.fulfilment.compactMap { $0 }
    if !scored.isEmpty {
      let average = scored.reduce(0, +) / Double(scored.count)
      lines.append(
        "  fulfilment   " + Charts.sparkline(report.fulfilment, floor: 10, style: style) + "  average "
          + NumberText.tenths(average) + "/10 over \(scored.count) of 30 days")
    }
    let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    let busiest = Double(report.dayOfWeek.max() ?? 0)
    let profile = zip(weekdays, report.dayOfWeek).map { name, count in
      name + " " + Charts.sparkline([Double(count)], floor: max(1, busiest), style: style)
    }
    lines.append("  by weekday   " + profile.joined(separator: " "))
    lines.append(
      "  by hour      " + Charts.sparkline(report.hourOfDay.map(Double.init), floor: 1, style: style) + "  0h..23h")
    for pair in report.correlations.prefix(3) {
      let text = "  when you \(pair.first) you also \(pair.second) " + percent(pair.share) + " of the time"
      lines.append(Paint.clip(text, style.width, style))
    }
    lines.append("")
    lines += itemGrid ?? YearHeatmap.render(shares: shares, today: today, style: style)
    return lines.joined(separator: "\n") + "\n"
  }

  func percent(_ value: Double) -> String { NumberText.percent(value) + "%" }

  func signed(_ value: Double) -> String {
    let points = NumberText.whole(value * 100) ?? 0
    return (points > 0 ? "+" : "") + "\(points) pts"
  }
}
