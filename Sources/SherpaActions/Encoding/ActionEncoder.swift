import Foundation
import SherpaCore

/// Writes actions back in the contract's JSON shape (sorted keys), for `pending` and
/// `applied` in `--json` output, transcripts and prompts that show an example.
/// Whatever it writes, `ActionDecoder` reads back to the same value.
public enum ActionEncoder {
  public static func encode(_ reply: ActionReply) -> Data {
    data(.object(["reply": .string(reply.reply), "actions": .array(reply.actions.map(value))]))
  }

  public static func encode(_ action: Action) -> Data { data(value(action)) }

  static func data(_ value: JSONValue) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)) ?? Data("null".utf8)
  }

  static func value(_ action: Action) -> JSONValue {
    var fields: [String: JSONValue] = ["type": .string(action.typeName)]
    switch action {
    case .decomposeGoal(let goal, let milestones):
      fields["goal"] = .string(goal)
      fields["milestones"] = .array(milestones.map(value))
    case .reorderPlan(let order): fields["order"] = .array(order.map(JSONValue.string))
    case .quickAdd(.suggestion(let id)): fields["suggestion"] = .string(id)
    case .quickAdd(.item(let draft)), .addItem(let draft): fields["item"] = value(draft)
    case .mirrorSummary(let summary):
      fields["goals"] = .array(summary.goals.map(value))
      if let week = summary.week { fields["week"] = .string(week) }
    case .logProgress(let item, let amount, let unit):
      fields["item"] = .string(item)
      fields["amount"] = .number(amount)
      if let unit { fields["unit"] = .string(unit.rawValue) }
    case .complete(let item), .uncomplete(let item), .archiveItem(let item): fields["item"] = .string(item)
    case .skip(let item, let note):
      fields["item"] = .string(item)
      if let note { fields["note"] = .string(note) }
    case .editItem(let item, let changes):
      fields["item"] = .string(item)
      fields["changes"] = value(changes)
    case .startFocus(let minutes, let item):
      fields["minutes"] = .number(Double(minutes))
      if let item { fields["item"] = .string(item) }
    case .reflect(let kind, let note, let sleep):
      fields["kind"] = .string(kind.rawValue)
      if let note { fields["note"] = .string(note) }
      if let sleep { fields["sleep_quality"] = .number(Double(sleep)) }
    case .endOfDay(let note, let score):
      fields["note"] = .string(note)
      fields["score"] = .number(Double(score))
    case .goalCreate(let title, let targetDate, let parent):
      fields["title"] = .string(title)
      if let targetDate { fields["target_date"] = .string(targetDate.description) }
      if let parent { fields["parent"] = .string(parent) }
    }
    return .object(fields)
  }

  static func value(_ milestone: MilestoneDraft) -> JSONValue {
    .object([
      "title": .string(milestone.title), "est_hours": .number(milestone.estHours),
      "depends_on": .array(milestone.dependsOn.map { .number(Double($0)) }),
      "success_criteria": .string(milestone.successCriteria),
      "window": .object([
        "start": .string(milestone.window.start.description), "end": .string(milestone.window.end.description),
      ]),
    ])
  }

  static func value(_ draft: ItemDraft) -> JSONValue {
    .object([
      "kind": .string(draft.kind.rawValue), "name": .string(draft.name), "unit": .string(draft.unit.rawValue),
      "target": .number(draft.target), "period": .string(draft.period.rawValue),
      "recurrence": value(draft.recurrence),
    ])
  }

  static func value(_ changes: ItemChanges) -> JSONValue {
    var fields: [String: JSONValue] = [:]
    if let name = changes.name { fields["name"] = .string(name) }
    if let unit = changes.unit { fields["unit"] = .string(unit.rawValue) }
    if let target = changes.target { fields["target"] = .number(target) }
    if let period = changes.period { fields["period"] = .string(period.rawValue) }
    if let recurrence = changes.recurrence { fields["recurrence"] = value(recurrence) }
    return .object(fields)
  }

  static func value(_ mirror: MirrorSummary.GoalMirror) -> JSONValue {
    .object([
      "goal": .string(mirror.goal), "understanding": .string(mirror.understanding),
      "wins": .array(mirror.wins.map(JSONValue.string)), "friction": .string(mirror.friction),
      "mood": .string(mirror.mood),
    ])
  }

  static func value(_ recurrence: Recurrence) -> JSONValue {
    var fields: [String: JSONValue] = [
      "freq": .string(recurrence.freq.rawValue), "interval": .number(Double(recurrence.interval)),
    ]
    if !recurrence.byWeekdays.isEmpty {
      fields["by_weekdays"] = .array(recurrence.byWeekdays.map { .number(Double($0)) })
    }
    if !recurrence.byMonthDays.isEmpty {
      fields["by_month_days"] = .array(recurrence.byMonthDays.map { .number(Double($0)) })
    }
    if !recurrence.byNthWeekday.isEmpty {
      fields["by_nth_weekday"] = .array(
        recurrence.byNthWeekday.map { .object(["n": .number(Double($0.n)), "weekday": .number(Double($0.weekday))]) })
    }
    if recurrence.afterCompletion { fields["after_completion"] = .bool(true) }
    switch recurrence.end {
    case .never: fields["end"] = .object(["type": .string("never")])
    case .onDate(let day): fields["end"] = .object(["type": .string("on_date"), "date": .string(day.description)])
    case .afterCount(let count):
      fields["end"] = .object(["type": .string("after_count"), "count": .number(Double(count))])
    }
    return .object(fields)
  }
}
