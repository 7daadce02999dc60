import Foundation
import SherpaCore
import SherpaTerminal
import Testing

@Suite struct ViewTests {
  let today = PictureFixture.today

  var report: StatsReport {
    StatsCalculator(log: PictureFixture.log, records: PictureFixture.records, tier: .montBlanc, rank: 9)
      .report(today: today, calendar: PictureFixture.calendar)
  }

  func checkAll(_ name: String, _ draw: (RenderStyle) -> String) {
    for (suffix, style) in Golden.styles {
      let text = draw(style)
      Golden.checkShape(text, style)
      Golden.check(text, "\(name)-\(suffix)")
    }
  }

  @Test func todayView() {
    let rows = [
      TodayRow(id: "i1", name: "Run", progress: 1, streak: 12),
      TodayRow(id: "i2", name: "Meditate", progress: 4, target: 10, unit: "min", streak: 5, daysLeft: 0),
      TodayRow(id: "i3", name: "Read a chapter of a very long book title", streak: 3, daysLeft: 2),
      TodayRow(id: "i5", name: "Stretch", skipped: true),
      TodayRow(id: "i4", name: "Call the bank", kind: .task, overdueDays: 2, time: LocalTime(hour: 9, minute: 30)),
    ]
    let view = TodayView(day: today, rows: rows, streak: 12)
    #expect(view.render(style: .plain).contains("do it today"))
    #expect(view.render(style: .plain).contains("overdue 2d"))
    checkAll("today") { view.render(style: $0) }
  }

  @Test func anAmountThatFillsItsColumnIsStillSetApartFromTheNote() {
    let row = TodayRow(id: "i4", name: "Water", progress: 400, target: 2000, unit: "ml", streak: 1, daysLeft: 0)
    let text = TodayView(day: today, rows: [row], streak: 1).render(style: .plain)
    #expect(text.contains("400/2000 ml streak 1, do it today"), "\(text)")
  }

  @Test func todayEmptyStateSaysWhatToDo() {
    let text = TodayView(day: today, rows: [], streak: 0).render(style: .plain)
    #expect(text.contains("sherpa say"))
    checkAll("today-empty") { TodayView(day: today, rows: [], streak: 0).render(style: $0) }
  }

  @Test func statsView() {
    let view = StatsView(report: report, shares: PictureFixture.shares, today: today)
    #expect(view.render(style: .plain).contains("Mont Blanc #9"))
    checkAll("stats") { view.render(style: $0) }
  }

  @Test func statsViewForOneItem() throws {
    let read = try #require(PictureFixture.log.items[3])
    let marks = MonthGrid.marks(item: read, log: PictureFixture.log, month: today, today: today)
    checkAll("stats-item") { style in
      let grid = MonthGrid.render(title: read.name, month: today, marks: marks, today: today, style: style)
      let withItem = StatsCalculator(
        log: PictureFixture.log, records: PictureFixture.records, tier: .montBlanc, rank: 9
      )
      .report(today: today, calendar: PictureFixture.calendar, item: read)
      return StatsView(report: withItem, shares: [:], today: today, itemGrid: grid).render(style: style)
    }
  }

  @Test func statsEmptyState() {
    let empty = StatsCalculator(log: HabitLog(items: [], instances: []), records: []).report(
      today: today, calendar: PictureFixture.calendar)
    let text = StatsView(report: empty, shares: [:], today: today).render(style: .plain)
    #expect(text.contains("sherpa say") && text.contains("Streak 0 days"))
    checkAll("stats-empty") { StatsView(report: empty, shares: [:], today: today).render(style: $0) }
  }

  @Test func leagueView() {
    let you = LeagueEntry(name: "me", xp: 180, streakDays: 3, focusMinutes: 50, joinedAt: 1_700_000_000)
    let view = LeagueView(ladder: LeagueLadder(weekStart: today, tier: .baseCamp, you: you), daysLeft: 4)
    checkAll("league") { view.render(style: $0) }
    let idle = LeagueEntry(name: "me", xp: 0, streakDays: 0, focusMinutes: 0, joinedAt: 1_700_000_000)
    let empty = LeagueView(ladder: LeagueLadder(weekStart: today, tier: .hilltop, you: idle), daysLeft: 6)
    let lastDay = LeagueView(ladder: LeagueLadder(weekStart: today, tier: .hilltop, you: idle), daysLeft: 1)
    #expect(lastDay.render(style: .plain).contains("; 1 day left this week."))
    #expect(empty.render(style: .plain).contains("No XP yet"))
    #expect(!empty.render(style: .plain).contains("dropping to Hilltop"))
    let top = LeagueView(
      ladder: LeagueLadder(
        weekStart: today, tier: .everest,
        you: LeagueEntry(name: "me", xp: 9999, streakDays: 7, focusMinutes: 0, joinedAt: 0)), daysLeft: 1)
    #expect(top.render(style: .plain).contains("On top of the highest league"))
    checkAll("league-empty") { empty.render(style: $0) }
  }

  @Test func achievementsView() {
    let evaluated = Achievements.evaluate(
      AchievementInput(completions: 40, longestStreak: 9, tasksDone: 12, activeDays: 31))
    let some = Achievements.withUnlockDays(evaluated, days: ["first_step": today.adding(days: -40)])
    #expect(AchievementsView(achievements: some).render(style: .plain).contains("2026-01-30"))
    checkAll("achievements") { AchievementsView(achievements: some).render(style: $0) }
    let none = Achievements.evaluate(AchievementInput())
    #expect(AchievementsView(achievements: none).render(style: .plain).contains("None yet"))
    checkAll("achievements-empty") { AchievementsView(achievements: none).render(style: $0) }
  }
}

/// The name column takes the room the terminal has, and names that share a long start
/// stay apart when they must be cut: today at 60, 80, 120 and 200 columns.
@Test(arguments: [60, 80, 120, 200])
func todayTakesTheWidthItHas(width: Int) {
  let rows =
    [
      TodayRow(id: "i1", name: "Run", progress: 1, streak: 12),
      TodayRow(id: "i2", name: "Meditate", progress: 4, target: 10, unit: "min", streak: 5, daysLeft: 0),
    ]
    + (17...19).map { number in
      TodayRow(id: "i\(number)", name: "Review the alpha alignment report for region \(number)", kind: .task)
    }
  let style = RenderStyle(color: false, unicode: true, width: width)
  let text = TodayView(day: PictureFixture.today, rows: rows, streak: 12).render(style: style)
  Golden.checkShape(text, style)
  Golden.check(text, "today-width-\(width)")
  let reviews = text.split(separator: "\n").filter { $0.contains("Review") }
  #expect(Set(reviews.map { $0.drop { $0 != "R" }.prefix(while: { $0 != "░" && $0 != "0" }) }).count == 3, "\(text)")
  if width >= 120 { #expect(text.contains("Review the alpha alignment report for region 17"), "\(text)") }
  if width < 72 { #expect(!text.contains("░"), "no bars at \(width): \(text)") }
}

/// Another day's plan (`today --date`) is titled by its weekday and says nothing about
/// doing it today.
@Test func anotherDaysPlanIsNotCalledToday() {
  let rows = [TodayRow(id: "i2", name: "Meditate", progress: 4, target: 10, unit: "min", streak: 5, daysLeft: 0)]
  let past = TodayView(day: PictureFixture.today, rows: rows, streak: 5, isToday: false).render(style: .plain)
  #expect(past.hasPrefix("Wed 2026-03-11"), "\(past)")
  #expect(!past.contains("Today") && !past.contains("do it today") && past.contains("streak 5"), "\(past)")
  let today = TodayView(day: PictureFixture.today, rows: rows, streak: 5).render(style: .plain)
  #expect(today.hasPrefix("Today 2026-03-11") && today.contains("do it today"), "\(today)")
}
