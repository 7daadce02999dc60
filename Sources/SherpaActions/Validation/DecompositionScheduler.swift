import SherpaCore

/// Turns a validated decomposition into calendar blocks with sherpa's own scheduler,
/// so the preview can show dates and a plan that does not fit is refused like any
/// other bad reply (and the model can be asked for wider windows).
public enum DecompositionScheduler {
  /// Blocks per milestone, in milestone order; the first block of each is its `ScheduledBlock`.
  /// `booked` is goal work already on the calendar.
  public static func schedule(
    _ milestones: [MilestoneDraft], in context: ActionContext, booked: [ScheduledBlock] = []
  ) throws(ActionError) -> [[ScheduledBlock]] {
    let requests = milestones.map {
      MilestoneScheduler.Request(estHours: $0.estHours, window: $0.window, dependsOn: $0.dependsOn)
    }
    switch MilestoneScheduler.schedule(
      requests, wake: context.wake, bed: context.bed, today: context.today, now: context.now, booked: booked)
    {
    case .placed(let blocks): return blocks
    case .cannotFit(let index, let reason):
      let title = milestones.indices.contains(index) ? milestones[index].title : ""
      throw .cannotSchedule(milestone: index, title: title, reason: reason.description)
    }
  }
}
