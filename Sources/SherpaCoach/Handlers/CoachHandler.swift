import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// One feature of the coach (items, the plan, goals, focus, routines, the journal, the
/// views, the model): a value over the conversation's shared context, which reads and
/// writes through the open turn and reaches the other features by name.
protocol CoachHandler {
  var context: CoachContext { get }
}

extension CoachHandler {
  var environment: Environment { context.environment }
  var settings: CoachSettings { context.settings }
  var drawsPictures: Bool { context.drawsPictures }
  var today: LocalDay { context.environment.today }
  var now: Date { context.environment.now() }

  /// What the coach reads and writes through: the open turn's transaction while there is
  /// one, so a turn reads and writes in one transaction; the store between turns.
  var data: any StoreAccess {
    if let open = context.open { return open }
    return context.store
  }

  var insights: Insights { Insights(store: data, environment: environment) }

  var items: ItemHandler { ItemHandler(context: context) }
  var plan: PlanHandler { PlanHandler(context: context) }
  var goals: GoalHandler { GoalHandler(context: context) }
  var focus: FocusHandler { FocusHandler(context: context) }
  var routines: RoutineHandler { RoutineHandler(context: context) }
  var journal: JournalHandler { JournalHandler(context: context) }
  var views: ViewHandler { ViewHandler(context: context) }
  var model: ModelHandler { ModelHandler(context: context) }

  /// Runs `body` with the reads and writes in `turn`'s transaction.
  func within<T>(_ turn: StoreTurn, _ body: () throws -> T) rethrows -> T {
    let outer = context.open
    context.open = turn
    defer { context.open = outer }
    return try body()
  }

  /// Runs `body` as one undoable turn labelled `label`, its reads and writes in it.
  func inTurn<T>(_ label: String, _ body: () throws -> T) throws -> T {
    try data.turn(label: label) { turn in try within(turn, body) }
  }

  /// One undoable turn: `body`'s writes, then today's streak record brought up to date,
  /// all undone together.
  @discardableResult
  func write<T>(_ label: String, _ body: () throws -> T) throws -> T {
    try inTurn(label) {
      let result = try body()
      try refreshDay(today)
      return result
    }
  }

  /// The parser over the active items' names, built again only when they change.
  func parser() -> IntentParser {
    let build = { (items: [ItemRef]) in IntentParser(items: items) }
    return (try? data.fromActiveItemNames(build)) ?? build([])
  }

  var parseContext: ParseContext {
    ParseContext(today: today, time: environment.timeOfDay, wake: settings.wake, bed: settings.bed)
  }

  func instance(_ itemID: Int64, on day: LocalDay) throws -> Instance? {
    try data.instances(itemID: itemID, from: day, to: day).first
  }

  func reply(_ intent: TurnIntent, _ text: String, source: TurnOutcome.Source = .local, applied: [AppliedAction] = [])
    -> TurnOutcome
  {
    TurnOutcome(input: "", intent: intent, source: source, reply: text, applied: applied)
  }

  func failure(_ intent: TurnIntent, code: TurnErrorCode, _ message: String) -> TurnOutcome {
    TurnOutcome(
      input: "", intent: intent, source: .local, reply: message, error: TurnError(code: code, message: message))
  }
}
