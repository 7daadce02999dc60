import SherpaCore

/// The CSV form of an export: one RFC 4180 file per table (`items.csv`, `instances.csv`,
/// `focus_sessions.csv`, `reflections.csv`, `xp_events.csv`, `goals.csv`,
/// `milestones.csv`), header row first, CRLF line ends, numbers as JSON writes them.
public enum CSVExport {
  /// File name → contents.
  public static func files(for document: ExportDocument) -> [String: String] {
    var files: [String: String] = [:]
    files["items.csv"] = table(
      [
        "id", "kind", "name", "unit", "target", "period", "step", "start_date", "time", "time_slot", "tier", "archived",
      ],
      document.items.map {
        [
          $0.id, $0.kind.rawValue, $0.name, $0.unit.rawValue, number($0.target), $0.period.rawValue, number($0.step),
          $0.startDate.description, $0.time?.description ?? "", $0.timeSlot?.rawValue ?? "", $0.tier.rawValue,
          String($0.archived),
        ]
      })
    files["instances.csv"] = table(
      ["id", "item", "day", "progress", "completed", "skipped", "note", "position"],
      document.instances.map {
        [
          $0.id, $0.item, $0.day.description, number($0.progress), String($0.completed), String($0.skipped),
          $0.note ?? "", $0.position.map(String.init) ?? "",
        ]
      })
    files["focus_sessions.csv"] = table(
      ["id", "item", "intended_minutes", "actual_minutes", "started_at", "ended_at", "paused_seconds"],
      document.focusSessions.map {
        [
          String($0.id), $0.item ?? "", String($0.intendedMinutes), String($0.actualMinutes), $0.startedAt,
          $0.endedAt ?? "", number($0.pausedSeconds),
        ]
      })
    files["reflections.csv"] = table(
      ["id", "day", "kind", "note", "sleep_quality", "created_at"],
      document.reflections.map {
        [
          String($0.id), $0.day.description, $0.kind.rawValue, $0.note ?? "", $0.sleepQuality.map(String.init) ?? "",
          $0.createdAt,
        ]
      })
    files["xp_events.csv"] = table(
      ["id", "day", "reason", "amount", "ref", "at"],
      document.xpEvents.map {
        [String($0.id), $0.day.description, $0.reason.rawValue, String($0.amount), $0.ref, $0.at]
      })
    files["goals.csv"] = table(
      ["id", "title", "status", "priority", "progress", "target_date", "parent"],
      document.goals.map {
        [
          $0.id, $0.title, $0.status.rawValue, $0.priority.rawValue, String($0.progress),
          $0.targetDate?.description ?? "", $0.parent ?? "",
        ]
      })
    files["milestones.csv"] = table(
      ["id", "goal", "title", "est_hours", "depends_on", "window_start", "window_end", "status"],
      document.goals.flatMap { goal in
        goal.milestones.map {
          [
            $0.id, goal.id, $0.title, number($0.estHours), $0.dependsOn.joined(separator: " "),
            $0.window.start.description, $0.window.end.description, $0.status.rawValue,
          ]
        }
      })
    return files
  }

  static func table(_ header: [String], _ rows: [[String]]) -> String {
    ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
  }

  /// Quotes a field when it holds a comma, a quote or a line break.
  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
