import Foundation
import SherpaCore
import SherpaIntent
import SherpaLLM
import SherpaStore

/// One conversation with the coach. Each utterance goes guardrails → on-device parse →
/// (when unsure and online) the LLM → validated actions → preview and confirm when
/// structural → one transaction, committed before the reply is returned → chat log.
/// The REPL, the pipe, `say` and replay all call `handle(_:)`; no mode has its own logic.
/// The coach routes; each feature is a handler (`Handlers/`: items, the plan, goals,
/// focus, routines, the journal, the views, the model) over the shared `CoachContext`.
public final class Coach: CoachHandler {
  let context: CoachContext
  /// The league week last settled in this session: a session that runs into a new week
  /// (a REPL left open over Sunday night, a replayed week) settles it at its next turn.
  var settledWeek: LocalDay?

  public var store: SherpaStore { context.store }
  public var environment: Environment { context.environment }
  public var settings: CoachSettings { context.settings }
  var llm: LLMClient? { context.llm }
  /// Whether replies carry their pictures (the day plan, the stats charts). A session
  /// that prints JSON shows none, so it turns them off and the views work out only what
  /// their words say: a stats reply then reads a week of the history, not a quarter year.
  public var drawsPictures: Bool {
    get { context.drawsPictures }
    set { context.drawsPictures = newValue }
  }
  /// Called with each piece of a streamed LLM reply as it arrives (the typing indicator).
  public var onDelta: @Sendable (String) -> Void {
    get { context.onDelta }
    set { context.onDelta = newValue }
  }

  /// Focus sessions, routines and the journal, for the terminal's own loops.
  public var focus: FocusHandler { FocusHandler(context: context) }
  public var routines: RoutineHandler { RoutineHandler(context: context) }
  public var journal: JournalHandler { JournalHandler(context: context) }

  public init(store: SherpaStore, environment: Environment, settings: CoachSettings, llm: LLMClient?) {
    context = CoachContext(store: store, environment: environment, settings: settings, llm: llm)
  }

  /// Moves the frozen clock (`@now` lines in a pipe, clock advances in replay).
  public func moveClock(to instant: Date) { context.environment = environment.frozen(at: instant) }

  /// Handles one utterance; nil for a blank line (nothing but spaces). A line that held
  /// only control or invisible characters gets an answer saying so (one per line read).
  public func handle(_ line: String, voice: Bool = false) async -> TurnOutcome? {
    let text = Coach.clean(line)
    guard !text.isEmpty else {
      if line.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) { return nil }
      let message = "That line held no words, only control or invisible characters."
      return TurnOutcome(
        input: "", intent: .unknown, source: .local, reply: message,
        error: TurnError(code: .invalidInput, message: message))
    }
    return await answer(text) { try routeLocally(text, voice: voice) }
  }

  /// One turn for `text`: the week settled if a new one began, the route taken in one
  /// transaction with its chat-log line, or the model asked; errors said in words.
  func answer(_ text: String, route: () throws -> Route) async -> TurnOutcome {
    if settledWeek != today.startOfWeek {
      // A store that cannot take the write now settles on a later turn or open.
      _ = try? insights.settleLeague()
      settledWeek = today.startOfWeek
    }
    var outcome: TurnOutcome
    do {
      // A turn answered on the device is one transaction, its chat-log line included,
      // committed before the reply goes back. A turn for the model reads and writes
      // around the request instead, so no lock is held while it waits.
      let route = try store.inOneTransaction { turn -> Route in
        try within(turn) {
          let route = try route()
          if case .answered(var local) = route {
            local.input = text
            log(local)
            return .answered(local)
          }
          return route
        }
      }
      switch route {
      case .answered(let local): return local
      case .model(let parse, let llm):
        llm.prepare()
        outcome = try await model.askModel(text, parse: parse, llm: llm)
      }
    } catch let error as CoachError {
      outcome = TurnOutcome(
        input: text, intent: error.intent ?? .unknown, source: .local, reply: error.description,
        error: TurnError(code: error.code, message: error.description))
    } catch let error as StoreError where error.isUnopenable {
      // A full disk or a store that became read-only: the session cannot go on.
      outcome = TurnOutcome(
        input: text, intent: .unknown, source: .local,
        reply: "I couldn't save that, so nothing changed: \(error.description)",
        error: TurnError(
          code: error.isLocked ? .locked : .storeUnwritable, message: error.description,
          endsSession: true))
    } catch {
      outcome = TurnOutcome(
        input: text, intent: .unknown, source: .local,
        reply: "I couldn't save that, so nothing changed: \(error)",
        error: TurnError(code: .storeError, message: String(describing: error)))
    }
    outcome.input = text
    // A store that is busy or cannot be written would only make the chat log wait for
    // the same lock (another 5 s) and fail.
    if outcome.error?.endsSession != true { log(outcome) }
    return outcome
  }

  /// Where a turn goes: answered here, or on to the model.
  enum Route {
    case answered(TurnOutcome)
    case model(ParseResult, LLMClient)
  }

  private func routeLocally(_ text: String, voice: Bool) throws -> Route {
    let parse = parser().parse(text, context: parseContext)
    if let answered = try answerPending(text, parse: parse) { return .answered(answered) }
    if let (command, rest) = SlashCommand.read(text) {
      return .answered(try runSlash(command, rest: rest, input: text))
    }
    if parse.redFlag {
      return .answered(TurnOutcome(input: text, intent: .guardrail, source: .guardrail, reply: FixedReplies.guardrail))
    }
    if let suggestion = ViewHandler.namedSuggestion(parse.normalized) {
      return .answered(try views.addSuggestion(suggestion))
    }
    if let words = ItemHandler.restoreRequest(parse.normalized) { return .answered(try items.restore(words)) }
    if !parse.frame.question, let request = try GoalHandler.subgoalRequest(text) ?? goals.subgoalByTitle(text) {
      return .answered(try goals.createSubgoal(parent: request.parent, goal: request.goal))
    }
    if let group = PlanHandler.groupRequest(parse) { return .answered(try plan.proposeGroup(group)) }
    if GoalHandler.asksForGoalList(parse.normalized) { return .answered(try goals.goalList()) }
    if let setting = ItemHandler.itemSetting(parse, raw: text) {
      return .answered(try items.applySetting(setting))
    }
    let asksForIdeas = ViewHandler.asksForIdeas(parse.normalized)
    let openReorder = parse.intent == .reorder && parse.itemID == nil && parse.slots.name == nil
    if !parse.sure || parse.intent.goesToModel || asksForIdeas || openReorder {
      if let llm, !settings.offline { return .model(parse, llm) }
    }
    if asksForIdeas { return .answered(try views.suggestIdeas(parse.normalized)) }
    if openReorder { return .answered(offlineFor(.reorder, "rethink the whole day")) }
    // Below its threshold nothing changes the store: offline, the best reading is offered.
    if !parse.sure { return .answered(try unsure(parse, input: text)) }
    return .answered(try runLocal(parse, input: text, voice: voice))
  }

  /// Control characters never reach the parser or the store.
  static func clean(_ line: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      if scalar == "\n" || scalar == "\t" || scalar == "\r" {
        scalars.append(" ")
      } else if scalar.isASCII {
        // The ASCII controls, without a Unicode property lookup for every letter.
        if scalar.value >= 0x20 && scalar.value != 0x7F { scalars.append(scalar) }
      } else if scalar.properties.generalCategory != .control {
        scalars.append(scalar)
      }
    }
    return String(scalars).trimmingWhitespace
  }
}
