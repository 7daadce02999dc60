import SherpaCore

/// The weekly league: your tier, rank and what it means, then the ladder.
public struct LeagueView: Sendable {
  public var ladder: LeagueLadder
  /// Days until the week closes (0 on Sunday).
  public var daysLeft: Int

  public init(ladder: LeagueLadder, daysLeft: Int) {
    self.ladder = ladder
    self.daysLeft = daysLeft
  }

  public func render(style: RenderStyle) -> String {
    let you = ladder.entries.first { $0.isYou }
    let outcome: String
    switch ladder.outcome {
    case .promote where ladder.tier == .everest: outcome = "on top of the highest league"
    case .promote: outcome = "on course to move up to \(ladder.tier.promoted.title)"
    case .stay: outcome = "holding \(ladder.tier.title)"
    case .demote where ladder.tier == .hilltop: outcome = "in the lowest league; every XP moves you up the ladder"
    case .demote: outcome = "at risk of dropping to \(ladder.tier.demoted.title)"
    }
    var lines = [
      Paint.bold("\(ladder.tier.title) league", style) + ", week of \(ladder.weekStart): rank \(ladder.rank) of "
        + "\(ladder.entries.count), \(you?.xp ?? 0) XP",
      "\(outcome.prefix(1).uppercased() + outcome.dropFirst()); \(daysLeft) day\(daysLeft == 1 ? "" : "s") left this week.",
    ]
    if (you?.xp ?? 0) == 0 {
      lines.append("No XP yet this week: finish a habit (+10) or a 25-minute focus (+20) to climb.")
    }
    lines.append("")
    lines += LeagueTable.render(ladder, style: style)
    return lines.joined(separator: "\n") + "\n"
  }
}
