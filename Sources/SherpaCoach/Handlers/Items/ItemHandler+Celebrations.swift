import Foundation
import SherpaCore
import SherpaStore

/// What a completion earns beyond its XP, said in the turn that earns it: a streak of
/// the item's own reaching 3, 7, 30, 100 or 365 days, and every badge it unlocks.
/// Unlocked badges are kept in the store (so the export holds them, and a badge stays
/// won when its history leaves the window it is judged on); they are recorded inside the
/// completion's turn, so undoing the completion locks them again.
extension ItemHandler {
  /// A write that completes `item` (or may: a log), then its celebrations, and today's
  /// streak record as the write left it.
  func writeCompleting<T>(_ label: String, item: Item, day: LocalDay, _ body: () throws -> T) throws -> (
    result: T, celebration: String, today: DayRecord
  ) {
    try inTurn(label) { try celebrate(item: item, day: day, body) }
  }

  /// Whether the item's instance on `day` has reached its target, from its progress alone.
  private func isDone(_ item: Item, on day: LocalDay) throws -> Bool {
    guard let progress = try data.progress(itemID: item.id, on: day) else { return false }
    return Instance.completes(progress, target: item.target)
  }

  private func celebrate<T>(item: Item, day: LocalDay, _ body: () throws -> T) throws -> (
    result: T, celebration: String, today: DayRecord
  ) {
    // Only a completion that was not there before earns anything: a log on an item done
    // already reads no badge.
    if try isDone(item, on: day) {
      let result = try body()
      return (result, "", try refreshDay(today))
    }
    let before = try data.dayRecords(from: today, to: today).first
    var firstLook: Set<String>?
    if try !data.hasAchievements() {
      // The first look at this store's badges: what is unlocked already is no news.
      // Every badge is recorded, locked ones with their progress, so this happens once.
      let list = try insights.achievements()
      try record(list)
      firstLook = Set(list.filter(\.unlocked).map(\.key))
    }
    let result = try body()
    let after = try refreshDay(today)
    guard try isDone(item, on: day) else {
      return (result, "", after)
    }
    // The body writes no badge, so those won before it are the ones stored now.
    let won = try firstLook ?? data.wonAchievementKeys()
    var words: [String] = []
    let streak = day == today ? try dayStreak(item) : nil
    if let streak, let days = Achievements.milestone(from: streak - 1, to: streak) {
      words.append("🎉 \(days) days in a row of \(item.name) — a milestone!")
    }
    if Self.mayUnlock(item: item, streak: streak, won: won, before: before, after: after) {
      let unlocked = try insights.achievements().filter { $0.unlocked && !won.contains($0.key) }
      try record(unlocked)
      if !unlocked.isEmpty {
        let names = unlocked.map(\.title).joined(separator: ", ")
        words.append("🏅 New \(unlocked.count == 1 ? "badge" : "badges"): \(names).")
      }
    }
    return (result, words.isEmpty ? "" : " " + words.joined(separator: " "), after)
  }

  /// Whether a new completion can have unlocked a badge not yet won: the day's first
  /// completion (active days, first step), the day turning into a streak day or a
  /// perfect one, a task (task master), or a habit with a week's streak of its own
  /// (consistent: a week at the same hour). Reading every badge's figures costs tens of
  /// milliseconds on a large store; most completions skip it.
  static func mayUnlock(item: Item, streak: Int?, won: Set<String>, before: DayRecord?, after: DayRecord) -> Bool {
    guard let before, before.completed > 0 else { return true }
    if !before.qualifies && after.qualifies { return true }
    if after.counted > 0 && after.completed >= after.counted && before.completed < before.counted { return true }
    if item.kind == .task && !won.contains("task_master") { return true }
    return item.kind == .habit && !won.contains("consistent") && (streak ?? 0) >= 7
  }

  /// The item's own streak of days up to today (nil for a target per week or month,
  /// whose streak counts weeks or months).
  func dayStreak(_ item: Item) throws -> Int? {
    guard item.kind == .habit, item.period == .day, !item.isFlexible else { return nil }
    let from = today.adding(days: -Insights.streakWindow)
    let log = HabitLog(items: [item], instances: try data.instances(itemID: item.id, from: from, to: today))
    return ItemStreak.compute(item, log: log, today: today, since: from).current
  }

  private func record(_ badges: [AchievementProgress]) throws {
    for badge in badges {
      try data.recordAchievement(
        StoredAchievement(
          key: badge.key, unlockedAt: badge.unlocked ? now : nil,
          progress: Double(badge.progress) / Double(max(badge.target, 1))))
    }
  }
}
