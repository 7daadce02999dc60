import Foundation
import SherpaActions
import SherpaCore
import SherpaIntent
import SherpaLLM
import SherpaStore

/// The hosted LLM path: build the minimal context, ask (streamed, with retries inside the
/// turn's time bound), decode and validate the reply strictly, ask once more with the
/// reasons when it fails, then preview structural actions or apply the rest in one
/// transaction. Nothing the model says reaches the store unvalidated.
struct ModelHandler: CoachHandler {
  let context: CoachContext

  func askModel(_ text: String, parse: ParseResult, llm: LLMClient) async throws -> TurnOutcome {
    let intent = TurnIntent(parse.intent)
    let task: ChatTask =
      switch parse.intent {
      case .decompose: .decompose
      case .reorder: .reorder
      case .mirror: .mirror
      default: .chat
      }
    let context = try actionContext()
    let request = ChatRequest(
      task: task, context: try contextText(for: parse, context: context), history: Array(self.context.recent.suffix(6)),
      utterance: text, includingSchema: true)
    var usage = TokenUsage(prompt: 0, completion: 0)
    do {
      try await llm.checkBudget(on: today)
      let first = try await llm.complete(request, onDelta: self.context.onDelta)
      usage.add(first.usage)
      var content = first.content
      var resolved: (ActionReply, [ResolvedAction])
      switch ModelHandler.check(first.content, context: context) {
      case .success(let value): resolved = value
      case .failure(let problem):
        let retry = try await llm.complete(
          request.repairing(reply: first.content, problems: [problem.feedbackForModel]), onDelta: { _ in })
        usage.add(retry.usage)
        content = retry.content
        switch ModelHandler.check(retry.content, context: context) {
        case .success(let value): resolved = value
        case .failure(let again):
          var outcome = failure(
            intent, code: .badLLMReply,
            "The coach's answer didn't make sense twice in a row (\(again.description)), so I changed nothing. "
              + "Try saying it another way.")
          outcome.source = .llm
          outcome.usage = usage
          return outcome
        }
      }
      self.context.recent.append(.user(text))
      self.context.recent.append(.assistant(resolved.0.reply))
      var outcome = try present(resolved.0, resolved.1, json: content, intent: intent)
      outcome.usage = usage
      return outcome
    } catch let error as LLMError {
      var outcome = try runLocalFallback(parse, input: text)
      let said = Coach.sanitize(error.description)
      outcome.reply = outcome.reply.isEmpty ? said + " " + ModelHandler.offlineTail : said + " " + outcome.reply
      outcome.error = TurnError(code: TurnErrorCode(rawValue: error.code) ?? .llmError, message: said)
      outcome.usage = usage.total > 0 ? usage : nil
      return outcome
    }
  }

  static let offlineTail = "Locally I can still add habits and tasks, log progress, and show today and your stats."

  static func check(_ content: String, context: ActionContext) -> Result<(ActionReply, [ResolvedAction]), ActionError> {
    do {
      return .success(try validate(content, context: context))
    } catch {
      return .failure(error)
    }
  }

  static func validate(_ content: String, context: ActionContext) throws(ActionError) -> (ActionReply, [ResolvedAction])
  {
    let reply = try ActionDecoder.decode(content)
    return (reply, try ActionValidator.validate(reply, in: context))
  }
}

extension TokenUsage {
  mutating func add(_ usage: ChatUsage?) {
    guard let usage else { return }
    prompt += usage.promptTokens
    completion += usage.completionTokens
  }
}
