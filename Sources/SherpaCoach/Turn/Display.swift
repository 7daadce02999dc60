import SherpaCore

/// A picture a turn asks the terminal to draw after its reply. The coach hands over the
/// data; SherpaTerminal draws it in the run's style (colour, Unicode, width).
public enum Display: Sendable {
  case today(DayPlan, atRisk: [String: Int])
  case stats(StatsReport)
  case help([String])
}
