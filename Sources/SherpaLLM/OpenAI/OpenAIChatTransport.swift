import SherpaHTTP

/// Talks to any OpenAI-compatible `/chat/completions` endpoint (OpenAI, OpenRouter,
/// Ollama, llama.cpp, vLLM) over an `HTTPTransport`: streamed server-sent events or one
/// JSON answer, one try per call. Retries, the turn's deadline, the cache and the
/// budget belong to `LLMClient`.
public struct OpenAIChatTransport: ChatTransport {
  public var settings: LLMSettings
  public var http: any HTTPTransport

  public init(settings: LLMSettings, http: any HTTPTransport) {
    self.settings = settings
    self.http = http
  }

  public func prepare() { http.prepare() }

  /// The HTTP request for `request`: the key only ever goes into `Authorization`.
  public func httpRequest(for request: ChatRequest) -> HTTPRequest { httpRequest(for: request, plain: false) }

  func httpRequest(for request: ChatRequest, plain: Bool) -> HTTPRequest {
    var headers = [
      HTTPHeader("Content-Type", "application/json"),
      HTTPHeader("Accept", request.stream ? "text/event-stream" : "application/json"),
    ]
    if let key = settings.apiKey { headers.append(HTTPHeader("Authorization", "Bearer \(key)")) }
    return HTTPRequest(
      method: "POST", url: settings.chatCompletionsURL, headers: headers,
      body: OpenAIWire.encode(request, model: settings.model, plain: plain),
      timeout: request.timeout ?? settings.timeout)
  }

  public func complete(_ request: ChatRequest, onDelta: @Sendable (String) -> Void) async throws -> ChatResponse {
    do {
      return try await complete(request, plain: false, onDelta: onDelta)
    } catch OpenAIChatTransport.Refusal.optionalFields {
      return try await complete(request, plain: true, onDelta: onDelta)
    }
  }

  /// A 400 that names `response_format` or `stream_options`: the server does not take
  /// the extras, so the request goes once more without them.
  enum Refusal: Error {
    case optionalFields
  }

  private func complete(_ request: ChatRequest, plain: Bool, onDelta: @Sendable (String) -> Void) async throws
    -> ChatResponse
  {
    if Task.isCancelled { throw LLMError.cancelled }
    let outgoing = httpRequest(for: request, plain: plain)
    let (pieces, sink) = AsyncStream.makeStream(of: [UInt8].self)
    let http = self.http
    async let sent: Result<HTTPResponse, HTTPError> = {
      defer { sink.finish() }
      do {
        return .success(
          try await http.send(outgoing, cancellation: HTTPCancellation()) { chunk in
            if chunk.status == 200 { sink.yield(chunk.bytes) }
          })
      } catch let error as HTTPError {
        return .failure(error)
      } catch {
        return .failure(.transport(code: -1, message: String(describing: error)))
      }
    }()
    var events = ServerSentEvents()
    var assembly = ReplyAssembly()
    for await bytes in pieces {
      for payload in events.feed(bytes) {
        if let delta = try assembly.accept(payload) { onDelta(delta) }
      }
    }
    let response: HTTPResponse
    switch await sent {
    case .success(let value): response = value
    case .failure(let error): throw LLMError(error, afterDeltas: assembly.deltaCount > 0)
    }
    guard response.status == 200 else {
      if response.status == 429 { throw LLMError.rateLimited(retryAfter: response.retryAfterSeconds) }
      if response.status == 400 && !plain && OpenAIChatTransport.namesOptionalField(response.text) {
        throw Refusal.optionalFields
      }
      throw LLMError.server(status: response.status)
    }
    for payload in events.finish() {
      if let delta = try assembly.accept(payload) { onDelta(delta) }
    }
    if events.sawData {
      guard assembly.finished else { throw LLMError.badReply("the reply stopped before it was complete") }
      return ChatResponse(
        content: assembly.content, usage: assembly.usage, model: assembly.model ?? settings.model, streamed: true)
    }
    let whole = try ReplyAssembly.completion(response.body)
    if !whole.content.isEmpty { onDelta(whole.content) }
    return ChatResponse(
      content: whole.content, usage: whole.usage, model: whole.model ?? settings.model, streamed: false)
  }
}

extension OpenAIChatTransport {
  static func namesOptionalField(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.contains("response_format") || lower.contains("stream_options")
  }
}

extension LLMError {
  /// The LLM's view of a transport failure; a connection lost after text was shown is a
  /// broken reply, not something to try again.
  init(_ error: HTTPError, afterDeltas: Bool) {
    switch error {
    case .cancelled: self = .cancelled
    case .timedOut(let seconds): self = .timedOut(seconds: seconds)
    case .tooLarge: self = .badReply("the answer was too large")
    case .badURL(let url): self = .offline("\(url) is not a usable address")
    case .couldNotConnect(let detail): self = .offline(detail)
    case .transport(_, let message):
      self = afterDeltas ? .badReply("the connection dropped halfway through the reply") : .offline(message)
    }
  }
}
