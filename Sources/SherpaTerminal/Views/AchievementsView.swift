import SherpaCore

/// Badges: unlocked ones first, then progress bars for the rest.
public struct AchievementsView: Sendable {
  public var achievements: [AchievementProgress]

  public init(achievements: [AchievementProgress]) { self.achievements = achievements }

  public func render(style: RenderStyle) -> String {
    let glyphs = Glyphs(style)
    let unlocked = achievements.filter(\.unlocked)
    var lines = [Paint.bold("Achievements", style) + "  \(unlocked.count)/\(achievements.count) unlocked"]
    if unlocked.isEmpty {
      lines.append("None yet. Complete anything today to earn \"First step\": sherpa say \"did NAME\"")
    }
    for badge in unlocked {
      let when = badge.unlockedAt.map { "  \($0)" } ?? ""
      lines.append(
        " " + Paint.color(glyphs.done, Paint.greens[4], style) + " " + Paint.pad(badge.title, 18) + badge.detail + when)
    }
    let locked = achievements.filter { !$0.unlocked }
    if !locked.isEmpty { lines.append("") }
    for badge in locked {
      let share = Double(badge.progress) / Double(max(1, badge.target))
      let count = Paint.pad("\(badge.progress)/\(badge.target)", 8)
      let detail = Paint.clip(badge.detail, max(10, style.width - 42 - (style.unicode ? 0 : 2)), style)
      lines.append(
        "   " + Paint.pad(badge.title, 18) + Charts.bar(share, columns: 10, style: style) + " " + count + detail)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
