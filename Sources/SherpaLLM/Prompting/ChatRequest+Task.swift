extension ChatRequest {
  /// A request for `task`: the system prompt, the context the coach built (already
  /// minimal, never holding the key), the last few turns, then what the person said.
  public init(
    task: ChatTask, context: String, history: [ChatMessage] = [], utterance: String, stream: Bool = true,
    includingSchema: Bool = false
  ) {
    var messages = [ChatMessage.system(task.systemPrompt(includingSchema: includingSchema))]
    if !context.isEmpty { messages.append(.system("Context:\n" + context)) }
    messages += history
    messages.append(.user(utterance))
    self.init(messages: messages, stream: stream, wantsJSONObject: true)
  }

  /// The same request asked once more after `reply` failed validation: the model sees
  /// its answer and every reason it was refused.
  public func repairing(reply: String, problems: [String]) -> ChatRequest {
    var copy = self
    let reasons = problems.map { "- \($0)" }.joined(separator: "\n")
    copy.messages.append(.assistant(reply))
    copy.messages.append(
      .user(
        "That reply could not be used:\n\(reasons)\n"
          + "Answer again with one JSON object that follows the schema, and nothing else."))
    return copy
  }
}
