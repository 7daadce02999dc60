import SherpaCore

/// A picture a turn asks the terminal to draw after its reply. The coach hands over the
/// data; SherpaTerminal draws it in the run's style (colour, Unicode, width).
public enum Display: Sendable {
  /// A day's plan; `today` is the real today (the plan may be of another day).
  case today(DayPlan, streak: Int, items: [Int64: ItemStreak], today: LocalDay)
  case stats(StatsReport, records: [DayRecord], today: LocalDay, item: (Item, HabitLog)?)
  case league(LeagueLadder, daysLeft: Int)
  case achievements([AchievementProgress])
  case due(DueList)
  case lines([String])
  case journal(JournalPage, today: LocalDay)
  case goals([GoalSummary])
}
