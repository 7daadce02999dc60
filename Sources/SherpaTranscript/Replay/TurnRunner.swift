import Foundation

/// The coach as replay sees it: give it a line, get back what it printed (colour-free),
/// and move its frozen clock between turns.
public protocol TurnRunner {
  mutating func run(line: String) async -> String
  mutating func advanceClock(to instant: Date)
}
