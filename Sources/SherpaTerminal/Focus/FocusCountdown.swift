import Foundation
import SherpaCore

/// The countdown's one line: phase and round, what is left, a progress bar, the label
/// and the keys — never wider than the terminal, so redrawing it in place never wraps.
public enum FocusCountdown {
  /// Returns to the start of the line and clears it.
  public static let redraw = "\r\u{1B}[2K"

  public static func line(_ timer: FocusTimer, at now: Date, label: String?, style: RenderStyle) -> String {
    let glyph: String
    let phase: String
    switch timer.phase {
    case .work(let round):
      phase = timer.plan.rounds > 1 ? "Focus \(round)/\(timer.plan.rounds)" : "Focus"
      glyph = timer.isPaused ? (style.unicode ? "⏸" : "||") : (style.unicode ? "▶" : ">")
    case .rest(let round):
      phase = "Break \(round)/\(timer.plan.rounds - 1)"
      glyph = timer.isPaused ? (style.unicode ? "⏸" : "||") : (style.unicode ? "☕" : "~")
    case .done:
      phase = "Done"
      glyph = style.unicode ? "✓" : "*"
    }
    let left = clock(timer.remaining(at: now))
    let percent = Int((timer.progress(at: now) * 100).rounded(.down))
    var parts = [
      "\(glyph) \(phase) \(left)", Charts.bar(timer.progress(at: now), columns: 20, style: style), "\(percent)%",
    ]
    if timer.isPaused { parts.append(style.color ? Paint.color("paused", Paint.yellow, style) : "paused") }
    if let label, !label.isEmpty {
      parts.append(Paint.clip(Sanitizer.clean(label, keepNewlines: false), 24, style))
    }
    let hint = timer.isPaused ? FocusKeys.pausedHint : style.unicode ? FocusKeys.hint : FocusKeys.asciiHint
    parts.append(
      Paint.color(style.unicode ? hint : hint.replacingOccurrences(of: " · ", with: ", "), Paint.grey, style))
    return fit(parts.joined(separator: "  "), columns: max(20, style.width - 1))
  }

  /// "24:05" from seconds (rounded up, so a phase shows 25:00 at its start and 00:00 at its end).
  public static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    let minutes = whole / 60
    let rest = whole % 60
    return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
  }

  /// Drops the trailing parts that do not fit (escape sequences take no columns).
  static func fit(_ text: String, columns: Int) -> String {
    guard Paint.width(text) > columns else { return text }
    var parts = text.components(separatedBy: "  ")
    while parts.count > 1 && Paint.width(parts.joined(separator: "  ")) > columns { parts.removeLast() }
    let kept = parts.joined(separator: "  ")
    return Paint.width(kept) > columns ? String(kept.prefix(columns)) : kept
  }
}

extension FocusCountdown {
  /// The offer made on the next start when a session was left open.
  public static func resumeOffer(_ session: FocusSession, startedAt: String) -> String {
    "A \(session.intendedMinutes)-minute focus from \(startedAt) was left open after \(session.actualMinutes) min. "
      + "r resume · c close it at \(session.actualMinutes) min · q leave it"
  }

  /// The lines after a run: what it came to, minutes today and this week, what next.
  public static func summary(_ report: FocusRun.Report) -> [String] {
    var lines: [String] = []
    let minutes = report.rounds.reduce(0) { $0 + $1.session.actualMinutes }
    var first = "Focused \(minutes) min"
    if report.rounds.count > 1 { first += " over \(report.rounds.count) rounds" }
    if report.stoppedEarly { first += " (stopped early)" }
    let xp = report.rounds.reduce(0) { $0 + $1.xp }
    if xp > 0 { first += ", +\(xp) XP" }
    lines.append(first + ".")
    for round in report.rounds {
      if let name = round.itemName, let logged = round.logged, let unit = round.unit {
        let amount = logged == logged.rounded() ? String(Int(logged)) : String(format: "%.1f", logged)
        lines.append(
          logged > 0
            ? "Logged \(amount) \(unit.label(for: logged)) to \(Sanitizer.clean(name, keepNewlines: false))."
            : "\(Sanitizer.clean(name, keepNewlines: false)) already had those minutes logged by hand.")
      }
    }
    if let summary = report.summary {
      lines.append("Today \(summary.minutesToday) min, this week \(summary.minutesWeek) min.")
      lines.append(summary.suggestion)
    }
    return lines
  }
}
