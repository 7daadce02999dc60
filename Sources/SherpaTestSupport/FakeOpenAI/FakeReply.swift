/// One scripted answer of `FakeOpenAIServer`.
public enum FakeReply: Sendable, Equatable {
  /// A plain (not streamed) chat completion whose message content is `content`.
  case completion(String, usage: FakeUsage? = FakeUsage(prompt: 12, completion: 8))
  /// A server-sent-events stream: one `data:` event per piece, `delay` before each,
  /// a last event with usage when given, then `data: [DONE]`.
  case stream([String], delay: Duration = .zero, usage: FakeUsage? = FakeUsage(prompt: 12, completion: 8))
  /// A stream that sends the first `after` pieces and then drops the connection.
  case cutStream([String], after: Int)
  /// Any status with headers and a body, e.g. 429 with `Retry-After`, or 500.
  case status(Int, headers: [String: String] = [:], body: String = "")
  /// A 200 whose body is `body` with the given content type (for non-JSON answers).
  case raw(body: String, contentType: String = "text/plain")
  /// A 200 with `bytes` bytes of filler.
  case huge(bytes: Int)
  /// Waits, then plays `reply`: a slow server.
  indirect case delayed(Duration, FakeReply)
  /// Reads the request and never answers until the client gives up or the server stops.
  case hang

  /// 429 with `Retry-After: seconds`.
  public static func rateLimited(retryAfter seconds: Int) -> FakeReply {
    .status(429, headers: ["Retry-After": String(seconds)], body: #"{"error":{"message":"Rate limit reached"}}"#)
  }
}

/// Token counts the fake server reports.
public struct FakeUsage: Sendable, Equatable {
  public var prompt: Int
  public var completion: Int

  public init(prompt: Int, completion: Int) {
    self.prompt = prompt
    self.completion = completion
  }

  var json: String {
    #"{"prompt_tokens":\#(prompt),"completion_tokens":\#(completion),"total_tokens":\#(prompt + completion)}"#
  }
}
