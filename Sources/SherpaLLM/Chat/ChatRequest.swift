/// What to ask the model: the messages, whether to stream, and whether to ask for a JSON
/// object (asked for, never relied upon). The model and server come from `LLMSettings`.
public struct ChatRequest: Sendable, Hashable {
  public var messages: [ChatMessage]
  public var stream: Bool
  public var wantsJSONObject: Bool
  public var temperature: Double?
  public var maxTokens: Int?
  /// Seconds this one exchange may take; `LLMClient` sets it to what is left of the turn.
  public var timeout: Double?

  public init(
    messages: [ChatMessage], stream: Bool = true, wantsJSONObject: Bool = true, temperature: Double? = nil,
    maxTokens: Int? = nil, timeout: Double? = nil
  ) {
    self.messages = messages
    self.stream = stream
    self.wantsJSONObject = wantsJSONObject
    self.temperature = temperature
    self.maxTokens = maxTokens
    self.timeout = timeout
  }

  /// A stable key for the cache: the model and everything that shapes the answer, but
  /// never the key, the timeout or whether the answer is streamed.
  public func cacheKey(model: String, baseURL: String) -> String {
    var text = "\(baseURL)\u{1}\(model)\u{1}\(wantsJSONObject)\u{1}\(temperature.map { "\($0)" } ?? "-")"
    text += "\u{1}\(maxTokens.map { "\($0)" } ?? "-")"
    for message in messages { text += "\u{1}\(message.role.rawValue)\u{2}\(message.content)" }
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in text.utf8 {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      second = (second &+ UInt64(byte)) &* 0x9E37_79B9_7F4A_7C15
      second ^= second >> 29
    }
    return hex(first) + hex(second) + String(text.utf8.count, radix: 16)
  }

  private func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
