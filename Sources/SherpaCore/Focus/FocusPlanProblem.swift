/// Why a focus plan was refused.
public enum FocusPlanProblem: Error, Sendable, Hashable, CustomStringConvertible {
  case minutes(Int)
  case breakMinutes(Int)
  case rounds(Int)

  public var description: String {
    switch self {
    case .minutes(let minutes):
      "A focus session runs 1 to 240 minutes — \(minutes) is outside that. Try 25 or 50."
    case .breakMinutes(let minutes): "A break runs 0 to 60 minutes — \(minutes) is outside that."
    case .rounds(let rounds): "A focus run has 1 to 12 rounds — \(rounds) is outside that."
    }
  }
}
