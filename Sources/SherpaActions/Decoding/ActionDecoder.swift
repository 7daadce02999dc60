import Foundation
import SherpaCore

/// Decodes a model's answer strictly into an `ActionReply`: unknown action types,
/// unknown or missing keys and wrong types are refused with the path that is wrong.
/// A reply wrapped in a ```json fence or preceded by prose is accepted: the first
/// JSON object with a `reply` or `actions` key is what counts.
public enum ActionDecoder {
  /// Answers longer than this are refused unread.
  public static let maxBytes = 256 * 1024

  public static func decode(_ data: Data) throws(ActionError) -> ActionReply {
    guard data.count <= maxBytes else { throw .notJSON("the answer is longer than \(maxBytes / 1024) KB") }
    let root: JSONValue
    switch JSONExtraction.replyObject(in: Array(data)) {
    case .success(let value): root = value
    case .failure(let failure): throw .notJSON(failure.reason)
    }
    var reader = try ObjectReader(root, path: "")
    let reply = try reader.string("reply")
    let elements = try reader.array("actions")
    try reader.finish()
    var actions: [Action] = []
    for (index, element) in elements.enumerated() {
      actions.append(try decodeAction(element, path: "actions[\(index)]"))
    }
    return ActionReply(reply: reply, actions: actions)
  }

  /// Decodes a model's answer given as text.
  public static func decode(_ text: String) throws(ActionError) -> ActionReply {
    try decode(Data(text.utf8))
  }

  static func decodeAction(_ value: JSONValue, path: String) throws(ActionError) -> Action {
    var r = try ObjectReader(value, path: path)
    let type = try r.string("type")
    let action: Action
    switch type {
    case "decompose_goal":
      let goal = try r.string("goal")
      var milestones: [MilestoneDraft] = []
      for (index, element) in try r.array("milestones").enumerated() {
        milestones.append(try decodeMilestone(element, path: r.keyPath("milestones[\(index)]")))
      }
      action = .decomposeGoal(goal: goal, milestones: milestones)
    case "reorder_plan":
      var order: [String] = []
      for (index, element) in try r.array("order").enumerated() {
        order.append(try ObjectReader.string(element, path: r.keyPath("order[\(index)]")))
      }
      action = .reorderPlan(order: order)
    case "quick_add":
      let suggestion = try r.optionalString("suggestion")
      let item = try r.optionalValue("item")
      switch (suggestion, item) {
      case (let id?, nil): action = .quickAdd(.suggestion(id))
      case (nil, let item?): action = .quickAdd(.item(try decodeItem(item, path: r.keyPath("item"))))
      case (nil, nil): throw .missingKey(path: r.keyPath("suggestion"))
      case (.some, .some): throw .invalidValue(path: path, detail: "give either a suggestion or an item, not both")
      }
    case "mirror_summary":
      var goals: [MirrorSummary.GoalMirror] = []
      for (index, element) in try r.array("goals").enumerated() {
        goals.append(try decodeMirror(element, path: r.keyPath("goals[\(index)]")))
      }
      action = .mirrorSummary(MirrorSummary(goals: goals, week: try r.optionalString("week")))
    case "log_progress":
      action = .logProgress(
        item: try r.string("item"), amount: try r.number("amount"), unit: try r.optionalUnit("unit"))
    case "complete": action = .complete(item: try r.string("item"))
    case "uncomplete": action = .uncomplete(item: try r.string("item"))
    case "skip": action = .skip(item: try r.string("item"), note: try r.optionalString("note"))
    case "add_item": action = .addItem(try decodeItem(try r.value("item"), path: r.keyPath("item")))
    case "edit_item":
      let item = try r.string("item")
      let changes = try decodeChanges(try r.value("changes"), path: r.keyPath("changes"))
      action = .editItem(item: item, changes: changes)
    case "archive_item": action = .archiveItem(item: try r.string("item"))
    case "start_focus": action = .startFocus(minutes: try r.integer("minutes"), item: try r.optionalString("item"))
    case "reflect":
      action = .reflect(
        kind: try r.choice("kind", Reflection.Kind.self), note: try r.optionalString("note"),
        sleepQuality: try r.optionalInteger("sleep_quality"))
    case "end_of_day": action = .endOfDay(note: try r.string("note"), score: try r.integer("score"))
    case "goal_create":
      let title = try r.string("title")
      let target: LocalDay?
      if try r.optionalValue("target_date") != nil { target = try r.day("target_date") } else { target = nil }
      action = .goalCreate(title: title, targetDate: target, parent: try r.optionalString("parent"))
    default:
      throw .unknownActionType(path: r.keyPath("type"), type: type)
    }
    try r.finish()
    return action
  }

  static func decodeMilestone(_ value: JSONValue, path: String) throws(ActionError) -> MilestoneDraft {
    var r = try ObjectReader(value, path: path)
    let title = try r.string("title")
    let hours = try r.number("est_hours")
    var depends: [Int] = []
    for (index, element) in try r.array("depends_on").enumerated() {
      depends.append(try ObjectReader.integer(element, path: r.keyPath("depends_on[\(index)]")))
    }
    let criteria = try r.string("success_criteria")
    var w = try ObjectReader(try r.value("window"), path: r.keyPath("window"))
    let window = DayWindow(start: try w.day("start"), end: try w.day("end"))
    try w.finish()
    try r.finish()
    return MilestoneDraft(title: title, estHours: hours, dependsOn: depends, successCriteria: criteria, window: window)
  }

  static func decodeItem(_ value: JSONValue, path: String) throws(ActionError) -> ItemDraft {
    var r = try ObjectReader(value, path: path)
    let kind = try r.choice("kind", ItemKind.self)
    let name = try r.string("name")
    let unit = try r.unit("unit")
    let target = try r.number("target")
    let period = try r.choice("period", Period.self)
    let recurrence = try RecurrenceReader.read(try r.value("recurrence"), path: r.keyPath("recurrence"))
    try r.finish()
    return ItemDraft(kind: kind, name: name, unit: unit, target: target, period: period, recurrence: recurrence)
  }

  static func decodeChanges(_ value: JSONValue, path: String) throws(ActionError) -> ItemChanges {
    var r = try ObjectReader(value, path: path)
    var changes = ItemChanges()
    changes.name = try r.optionalString("name")
    changes.unit = try r.optionalUnit("unit")
    changes.target = try r.optionalNumber("target")
    if try r.optionalValue("period") != nil { changes.period = try r.choice("period", Period.self) }
    if let recurrence = try r.optionalValue("recurrence") {
      changes.recurrence = try RecurrenceReader.read(recurrence, path: r.keyPath("recurrence"))
    }
    try r.finish()
    if changes.isEmpty { throw .missingKey(path: path + ".name") }
    return changes
  }

  static func decodeMirror(_ value: JSONValue, path: String) throws(ActionError) -> MirrorSummary.GoalMirror {
    var r = try ObjectReader(value, path: path)
    let goal = try r.string("goal")
    let understanding = try r.string("understanding")
    var wins: [String] = []
    for (index, element) in try r.array("wins").enumerated() {
      wins.append(try ObjectReader.string(element, path: r.keyPath("wins[\(index)]")))
    }
    let mirror = MirrorSummary.GoalMirror(
      goal: goal, understanding: understanding, wins: wins, friction: try r.string("friction"),
      mood: try r.string("mood"))
    try r.finish()
    return mirror
  }
}
