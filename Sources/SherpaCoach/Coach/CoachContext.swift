import Foundation
import SherpaCore
import SherpaLLM
import SherpaStore

/// What the coach's feature handlers share over one conversation: the store and the
/// open turn's transaction, the clock, the settings, the model and what was said to it.
/// One per `Coach`; the handlers are values over it.
final class CoachContext {
  let store: SherpaStore
  var environment: Environment
  let settings: CoachSettings
  let llm: LLMClient?
  /// The last few turns said to the model, sent with the next request.
  var recent: [ChatMessage] = []
  /// The transaction of the turn being answered on the device; nil between turns.
  var open: StoreTurn?
  /// Whether replies carry their pictures (the day plan, the stats charts). A session
  /// that prints JSON shows none, so it turns them off and the views work out only what
  /// their words say: a stats reply then reads a week of the history, not a quarter year.
  var drawsPictures = true
  /// Called with each piece of a streamed LLM reply as it arrives (the typing indicator).
  var onDelta: @Sendable (String) -> Void = { _ in }

  init(store: SherpaStore, environment: Environment, settings: CoachSettings, llm: LLMClient?) {
    self.store = store
    self.environment = environment
    self.settings = settings
    self.llm = llm
  }
}
