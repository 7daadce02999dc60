import Foundation
import SherpaCoach
import SherpaCore

/// Draws the picture a turn asked for, in the run's style. Names that came from the
/// store are sanitised before they reach a view.
public enum DisplayRenderer {
  /// `render` as UTF-8 bytes, to be written out as they are: a day plan is drawn in bytes,
  /// and a plan of 2,000 rows (200 KB) is then neither checked again nor copied.
  public static func renderBytes(_ display: Display, style: RenderStyle) -> [UInt8] {
    guard case .today(let plan, let streak, let items, let today) = display else {
      return Array(render(display, style: style).utf8)
    }
    return todayView(plan, streak: streak, items: items, today: today).renderBytes(style: style)
  }

  static func todayView(_ plan: DayPlan, streak: Int, items: [Int64: ItemStreak], today: LocalDay) -> TodayView {
    TodayView(day: plan.date, rows: rows(plan, items: items), streak: streak, isToday: plan.date == today)
  }

  public static func render(_ display: Display, style: RenderStyle) -> String {
    switch display {
    case .today(let plan, let streak, let items, let today):
      return todayView(plan, streak: streak, items: items, today: today).render(style: style)
    case .stats(let report, let records, let today, let item):
      var grid: [String]?
      if let (item, log) = item {
        let marks = MonthGrid.marks(item: item, log: log, month: today, today: today)
        grid = MonthGrid.render(
          title: Sanitizer.clean(item.name, keepNewlines: false), month: today, marks: marks, today: today, style: style
        )
      }
      return StatsView(report: report, shares: YearHeatmap.shares(records), today: today, itemGrid: grid)
        .render(style: style)
    case .league(let ladder, let daysLeft):
      return LeagueView(ladder: ladder, daysLeft: daysLeft).render(style: style)
    case .achievements(let badges):
      return AchievementsView(achievements: badges).render(style: style)
    case .due(let list):
      return DueView(list: clean(list)).render(style: style)
    case .lines(let lines):
      return lines.map { Sanitizer.clean($0) }.joined(separator: "\n")
    case .journal(let page, let today):
      return JournalView(page: page, today: today).render(style: style)
    case .goals(let goals):
      return GoalsView(goals: goals).render(style: style)
    }
  }

  /// The list with every stored text sanitised.
  static func clean(_ list: DueList) -> DueList {
    var list = list
    func clean(_ entries: [DueEntry]) -> [DueEntry] {
      entries.map { entry in
        var entry = entry
        entry.name = Sanitizer.clean(entry.name, keepNewlines: false)
        entry.text = Sanitizer.clean(entry.text, keepNewlines: false)
        entry.prompt = entry.prompt.map { Sanitizer.clean($0, keepNewlines: false) }
        entry.members = entry.members.map { Sanitizer.clean($0, keepNewlines: false) }
        return entry
      }
    }
    list.overdue = clean(list.overdue)
    list.now = clean(list.now)
    list.next = clean(list.next)
    return list
  }

  static func rows(_ plan: DayPlan, items: [Int64: ItemStreak]) -> [TodayRow] {
    plan.items.map { item in
      let overdue = item.overdue ? max(1, (item.dueDate ?? plan.date).days(until: plan.date)) : 0
      return TodayRow(
        id: item.id, name: Sanitizer.clean(item.name, keepNewlines: false), kind: item.kind, progress: item.progress,
        target: item.target, unit: item.unit == .count ? item.countLabel ?? "" : item.unit.rawValue,
        skipped: item.skipped,
        overdueDays: overdue, time: item.time,
        streak: items[item.itemID]?.current ?? 0, daysLeft: items[item.itemID]?.daysLeft)
    }
  }
}
