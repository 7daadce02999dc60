import SherpaCore
import SherpaStore

extension Insights {
  /// What is due today at `time` (the smart reminder in effect, overdue tasks, now and
  /// next), for the user's wake and bed times.
  public func due(at time: LocalTime, wake: LocalTime, bed: LocalTime) throws -> DueList {
    let plan = try store.plan(for: today, today: today)
    let items = try store.items(includeArchived: false)
    let groups = try store.groups()
    return DueListBuilder(wake: wake, bed: bed).list(plan: plan, items: items, groups: groups, at: time)
  }
}
