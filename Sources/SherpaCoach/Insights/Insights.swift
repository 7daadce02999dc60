import Foundation
import SherpaCore
import SherpaStore

/// Reads what the rules need from the store and asks them: streaks, stats, the league
/// and achievements. Day records are kept up to date incrementally (only days since the
/// last stored record are evaluated), so a long history is not re-walked on every start.
public struct Insights {
  /// The store, or the open transaction of the turn that asks.
  public let store: any StoreAccess
  public let environment: Environment

  public init(store: any StoreAccess, environment: Environment) {
    self.store = store
    self.environment = environment
  }

  var today: LocalDay { environment.today }

  /// How far back the pictures and rates look.
  static let window = 371

  /// How far back the day plan looks for each habit's own streak, and the first glance.
  static let streakWindow = 120
  static let streakGlance = 21

  /// Keeps what a view worked out (day records, the league's week) so the next one need
  /// not work it out again. On a store that cannot be written just now (read-only, a
  /// full disk) the view goes on without keeping it, and the next run tries again.
  private func keep(_ write: () throws -> Void) throws {
    guard !store.isReadOnly else { return }
    do {
      try write()
    } catch let error as StoreError where error.isUnopenable {
      return
    }
  }

  /// Stores a day record for every day before today that has none, back to the first item.
  /// Returns the records of the last `window` days, today's freshly evaluated.
  @discardableResult
  public func catchUp() throws -> [DayRecord] {
    let items = try store.items(includeArchived: true)
    // The earliest day any item started or was created (a later instant never falls on
    // an earlier day, so one conversion of the earliest creation is enough).
    let starts = items.lazy.map { $0.startDate }
    let creations = items.lazy.map { $0.createdAt }
    guard let earliestStart = starts.min(), let earliestCreation = creations.min() else { return [] }
    let first = min(earliestStart, LocalDay(containing: earliestCreation, in: environment.timeZone))
    let from = max(first, today.adding(days: -Insights.window))
    var records = try store.dayRecords(from: from, to: today)
    let known = Set(records.map(\.day))
    let missing = stride(from: from.ordinal, to: today.ordinal, by: 1).map(LocalDay.init(ordinal:)).filter {
      !known.contains($0)
    }
    let instances = try store.instances(from: missing.first ?? today, to: today)
    // A day's record counts habits only (DayEvaluator): a store of 2,000 tasks need not
    // copy them into the log (5% of `today` on the bench's task store).
    let habits = items.filter { $0.kind == .habit }
    let log = HabitLog(items: habits, instances: instances, groups: try store.groups(of: habits))
    if !missing.isEmpty {
      let fresh = missing.map { DayEvaluator.evaluate($0, log: log) }
      try keep { try store.recordDays(fresh) }
      records += fresh
    }
    if !known.contains(today) { records.append(DayEvaluator.evaluate(today, log: log)) }
    return records.sorted { $0.day < $1.day }
  }

  public func streak() throws -> (current: Int, longest: Int) {
    let records = try catchUp()
    let calculator = StreakCalculator(records: records)
    return (calculator.current(today: today), calculator.longest(today: today))
  }

  /// The full statistics report, optionally for one item.
  public func stats(itemID: Int64? = nil) throws -> StatsReport {
    try stats(itemID: itemID, records: try catchUp()).report
  }

  /// The report from day records already brought up to date (`catchUp()`), with the log
  /// it was worked out from (its last 90 days carry their latest increments).
  private func stats(itemID: Int64?, records: [DayRecord]) throws -> (report: StatsReport, log: HabitLog) {
    var items = try store.items(includeArchived: true)
    if let itemID { items = items.filter { $0.id == itemID } }
    let from = today.adding(days: -Insights.window)
    let instances = try windowInstances(from: from).filter { itemID == nil || $0.itemID == itemID }
    let log = HabitLog(items: items, instances: instances, groups: try store.groups(of: items))
    let standing = try league()
    // This week's XP one by one, the rest as one sum: reading a year of events cost
    // more than all the other figures together, and the total is of all time anyway.
    let week = try store.xpEvents(from: today.startOfWeek, to: today)
    let calculator = StatsCalculator(
      log: log, records: itemID == nil ? records : itemRecords(log: log, from: from),
      xpEvents: week, earlierXP: try store.totalXP() - XPRules.total(week),
      focusSessions: try store.focusSessions(), notes: try store.endOfDayNotes(from: from, to: today),
      tier: standing.tier,
      rank: standing.rank, since: from)
    return (calculator.report(today: today, calendar: environment.calendar), log)
  }

  /// The instances from `from` to today; those of the report's profile window (its last
  /// 90 days) with their latest increment, whose time the hour-of-day profile reads.
  private func windowInstances(from: LocalDay) throws -> [Instance] {
    let profile = StatsCalculator.profileStart(today)
    return try store.instances(from: from, to: profile.adding(days: -1))
      + store.instancesWithLatest(from: profile, to: today)
  }

  /// What a stats reply says, without the rest of the report: the figures `stats()` gives
  /// for the streak, the last 7 days and this week's XP, from a week of the history.
  public func statsSummary() throws -> StatsSummary {
    let records = try catchUp()
    let items = try store.items(includeArchived: true)
    let from = today.adding(days: -6)
    let log = HabitLog(
      items: items, instances: try store.instances(from: from, to: today), groups: try store.groups(of: items))
    let streaks = StreakCalculator(records: records)
    return StatsSummary(
      streak: .init(current: streaks.current(today: today), longest: streaks.longest(today: today)),
      last7: StatsCalculator(log: log, records: records).rate(days: 7, endingOn: today),
      xpWeek: try store.xpSum(from: today.startOfWeek, to: today),
      hint: items.isEmpty ? StatsReport.emptyHint : nil)
  }

  private func itemRecords(log: HabitLog, from: LocalDay) -> [DayRecord] {
    stride(from: from.ordinal, through: today.ordinal, by: 1).map {
      DayEvaluator.evaluate(LocalDay(ordinal: $0), log: log)
    }
  }

  /// This week's ladder after playing out any missed weeks (exactly once), the other
  /// members as far along as the week is.
  public func league() throws -> LeagueLadder {
    let (week, tier, joined) = try settleLeague()
    let minutes = environment.now().timeIntervalSince(week.start(in: environment.calendar)) / 60
    return LeagueLadder(
      weekStart: week, tier: tier, you: try entry(for: week, joined: joined), elapsed: minutes / (7 * 24 * 60))
  }

  /// Closes every league week that ended since the last one closed, from the XP the store
  /// holds, whatever the command that opened it (a week settles when sherpa next opens,
  /// not when someone next looks at the league); the first time, the league starts.
  @discardableResult
  public func settleLeague() throws -> (week: LocalDay, tier: LeagueTier, joined: LocalDay) {
    let week = today.startOfWeek
    var tier = LeagueTier(rawValue: try store.meta("league_tier") ?? "") ?? .start
    // Read once each: this runs whenever the store opens.
    let joinedText = try store.meta("joined_week")
    let joined = joinedText.flatMap { LocalDay($0) } ?? week
    if joinedText == nil { try keep { try store.setMeta("joined_week", week.description) } }
    let processedText = try store.meta("league_week")
    if let processed = processedText.flatMap({ LocalDay($0) }), processed < week {
      let figures = try entry(for: processed, joined: joined)
      let result = LeagueSeason.rollover(from: processed, to: week, tier: tier, lastWeekFigures: figures)
      tier = result.tier
      try keep {
        try store.inOneTransaction { turn in
          try turn.recordStandings(
            result.closed.map {
              StoredStanding(
                weekStart: $0.weekStart, tier: $0.tier.rawValue, rank: $0.rank,
                xp: $0.weekStart == processed.startOfWeek ? figures.xp : 0)
            })
          try turn.setMeta("league_tier", tier.rawValue)
          try turn.setMeta("league_week", week.description)
        }
      }
    } else if processedText == nil {
      try keep {
        try store.inOneTransaction { turn in
          try turn.setMeta("league_week", week.description)
          try turn.setMeta("league_tier", tier.rawValue)
        }
      }
    }
    return (week, tier, joined)
  }

  private func entry(for week: LocalDay, joined: LocalDay) throws -> LeagueEntry {
    let end = week.adding(days: 6)
    let xp = try store.xpEvents(from: week, to: end).reduce(0) { $0 + $1.amount }
    let streakDays = try store.dayRecords(from: week, to: end).filter(\.qualifies).count
    let focus = try store.focusSessions().filter {
      let day = LocalDay(containing: $0.startedAt, in: environment.calendar)
      return day >= week && day <= end
    }.reduce(0) { $0 + $1.actualMinutes }
    return LeagueEntry(
      name: "You", xp: xp, streakDays: streakDays, focusMinutes: focus, joinedAt: joined.ordinal, isYou: true)
  }

  /// Every badge with its progress, from the last `window` days of the log (the last 90
  /// with their times), the day records and the routine runs: the figures the stats
  /// report is not needed for, so a turn can afford to look after each completion.
  public func achievements() throws -> [AchievementProgress] {
    let records = try catchUp()
    let items = try store.items(includeArchived: true)
    let log = HabitLog(
      items: items, instances: try windowInstances(from: today.adding(days: -Insights.window)),
      groups: try store.groups(of: items))
    let input = AchievementInput.gather(
      log: log, records: records, routines: try store.routines(), runs: try store.routineRuns(), today: today,
      calendar: environment.calendar)
    return Achievements.evaluate(input)
  }

  /// Today's plan with the streak and, for each habit, its own streak and days left.
  public func todayDisplay(_ plan: DayPlan) throws -> Display {
    let current = (try? streak().current) ?? 0
    let planned = Set(plan.items.map { $0.itemID })
    let items = try store.items(includeArchived: false).filter { $0.kind == .habit && planned.contains($0.id) }
    // Most streaks meet a miss within a few weeks, so three weeks are read for every habit
    // and the full window only for a habit whose streak reaches back past them.
    let recent = plan.date.adding(days: -Insights.streakGlance)
    let log = HabitLog(items: items, instances: try store.instances(from: recent, to: plan.date))
    let from = plan.date.adding(days: -Insights.streakWindow)
    var streaks: [Int64: ItemStreak] = [:]
    for item in items {
      let glance = ItemStreak.window(item, log: log, today: plan.date, since: recent)
      if glance.unbroken {
        let history = HabitLog(
          items: [item], instances: try store.instances(itemID: item.id, from: from, to: plan.date))
        streaks[item.id] = ItemStreak.compute(item, log: history, today: plan.date, since: from)
      } else {
        streaks[item.id] = glance.streak
      }
    }
    return .today(plan, streak: current, items: streaks, today: today)
  }

  /// The stats picture, optionally for one item (with its month grid).
  public func statsDisplay(item: Item? = nil) throws -> (StatsReport, Display) {
    let records = try catchUp()
    let report = try stats(itemID: item?.id, records: records).report
    var detail: (Item, HabitLog)?
    if let item {
      let log = HabitLog(
        items: [item], instances: try store.instances(itemID: item.id, from: today.startOfMonth, to: today))
      detail = (item, log)
    }
    return (report, .stats(report, records: records, today: today, item: detail))
  }

  /// Days until this league week closes (Monday 00:00).
  public var daysLeftInWeek: Int { today.days(until: today.startOfWeek.adding(days: 7)) }
}

extension Insights {
  /// The store's export with every badge unlocked by now, recorded by a turn or not yet
  /// (a store older than the recording, or one only looked at since): those are dated
  /// `now`, the first moment they are known to hold.
  public func exportDocument(now: Date) throws -> ExportDocument {
    var document = try store.exportDocument()
    let recorded = Set(document.achievements.filter { $0.unlockedAt != nil }.map(\.key))
    for badge in try achievements() where badge.unlocked && !recorded.contains(badge.key) {
      document.achievements.removeAll { $0.key == badge.key }
      document.achievements.append(ExportAchievement(key: badge.key, unlockedOn: now, progress: 1))
    }
    document.achievements.sort { $0.key < $1.key }
    return document
  }
}

extension Insights {
  /// Every goal that is not archived, as `sherpa goals` lists them.
  public func goals() throws -> [GoalSummary] {
    try GoalSummary.list(goals: try store.goals()) { try store.milestones(goalID: $0.id) }
  }
}
