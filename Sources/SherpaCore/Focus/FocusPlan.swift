import Foundation

/// What a focus run is set to do: work rounds of `workMinutes` (1–240), a break of
/// `breakMinutes` (0–60) between rounds, and how many rounds (1–12).
public struct FocusPlan: Sendable, Hashable {
  public static let roundsRange = 1...12
  public static let breakRange = 0...60

  public var workMinutes: Int
  public var breakMinutes: Int
  public var rounds: Int

  /// A checked plan, or the reason a person can act on.
  public static func checked(workMinutes: Int = 25, breakMinutes: Int = 5, rounds: Int = 1) -> Result<
    FocusPlan, FocusPlanProblem
  > {
    guard FocusSession.minutesRange.contains(workMinutes) else { return .failure(.minutes(workMinutes)) }
    guard breakRange.contains(breakMinutes) else { return .failure(.breakMinutes(breakMinutes)) }
    guard roundsRange.contains(rounds) else { return .failure(.rounds(rounds)) }
    return .success(FocusPlan(workMinutes: workMinutes, breakMinutes: breakMinutes, rounds: rounds))
  }

  init(workMinutes: Int, breakMinutes: Int, rounds: Int) {
    self.workMinutes = workMinutes
    self.breakMinutes = breakMinutes
    self.rounds = rounds
  }
}
