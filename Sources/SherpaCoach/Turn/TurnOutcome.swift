import SherpaCore

/// What one utterance came to: the reply a person reads and, for `--json`, the
/// machine-readable record of CLI.md (one object per utterance).
public struct TurnOutcome: Sendable, Encodable {
  /// Where the answer came from.
  public enum Source: String, Sendable, Encodable, Equatable {
    case local, llm, guardrail, command
  }

  public var input: String
  public var intent: TurnIntent
  public var source: Source
  public var reply: String
  public var applied: [AppliedAction]
  public var pending: PendingSummary?
  public var error: TurnError?
  public var usage: TokenUsage?
  /// A picture to draw after the reply (today's plan, stats…); the terminal draws it,
  /// and it is never part of the JSON.
  public var display: Display?
  /// The person asked to leave (`/quit`).
  public var quit: Bool

  public init(
    input: String, intent: TurnIntent, source: Source, reply: String, applied: [AppliedAction] = [],
    pending: PendingSummary? = nil, error: TurnError? = nil, usage: TokenUsage? = nil, display: Display? = nil,
    quit: Bool = false
  ) {
    self.input = input
    self.intent = intent
    self.source = source
    self.reply = reply
    self.applied = applied
    self.pending = pending
    self.error = error
    self.usage = usage
    self.display = display
    self.quit = quit
  }

  enum CodingKeys: String, CodingKey { case input, intent, source, reply, applied, pending, error, usage }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(input, forKey: .input)
    try c.encode(intent, forKey: .intent)
    try c.encode(source, forKey: .source)
    try c.encode(words, forKey: .reply)
    try c.encode(applied, forKey: .applied)
    if let pending { try c.encode(pending, forKey: .pending) } else { try c.encodeNil(forKey: .pending) }
    if let error { try c.encode(error, forKey: .error) } else { try c.encodeNil(forKey: .error) }
    if let usage { try c.encode(usage, forKey: .usage) }
  }
}

/// One change a turn made, in the action vocabulary, with ids and the human names
/// and units added for display.
public struct AppliedAction: Sendable, Encodable, Equatable {
  public var type: AppliedKind
  public var item: String?
  public var id: String?
  public var amount: Double?
  public var unit: String?
  public var note: String?
  public var detail: String?

  public init(
    type: AppliedKind, item: String? = nil, id: String? = nil, amount: Double? = nil, unit: String? = nil,
    note: String? = nil, detail: String? = nil
  ) {
    self.type = type
    self.item = item
    self.id = id
    self.amount = amount
    self.unit = unit
    self.note = note
    self.detail = detail
  }
}

/// Proposed actions waiting for a yes.
public struct PendingSummary: Sendable, Encodable, Equatable {
  public var actions: [AppliedAction]
  public var expires: String

  public init(actions: [AppliedAction], expires: String) {
    self.actions = actions
    self.expires = expires
  }
}

/// A turn that could not do what was asked; still exit 0 (CLI.md).
public struct TurnError: Sendable, Encodable, Equatable {
  public var code: TurnErrorCode
  public var message: String

  /// Whether the store cannot take more turns in this session (it could not be written,
  /// or another process held it past the busy timeout); not part of the JSON.
  public var endsSession = false

  enum CodingKeys: String, CodingKey { case code, message }

  public init(code: TurnErrorCode, message: String, endsSession: Bool = false) {
    self.code = code
    self.message = message
    self.endsSession = endsSession
  }
}

/// Tokens one LLM reply used.
public struct TokenUsage: Sendable, Encodable, Equatable {
  public var prompt: Int
  public var completion: Int
  public var total: Int { prompt + completion }

  public init(prompt: Int, completion: Int) {
    self.prompt = prompt
    self.completion = completion
  }

  enum CodingKeys: String, CodingKey { case prompt, completion, total }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(prompt, forKey: .prompt)
    try c.encode(completion, forKey: .completion)
    try c.encode(total, forKey: .total)
  }
}

extension TurnOutcome {
  /// What a person reads of the turn in words: the reply, then the lines shown under it
  /// (a mirror's findings, a list of ideas or routines). `--json` gives these as `reply`,
  /// so nothing the text form says is missing there.
  public var words: String {
    guard case .lines(let lines)? = display, !lines.isEmpty else { return reply }
    return (reply.isEmpty ? lines : [reply] + lines).joined(separator: "\n")
  }
}

// The JSON of a turn, written directly (JSONWriter): the same bytes as JSONEncoder with
// sorted keys, which a test checks, at a fraction of the cost on every line of a pipe.
extension TurnOutcome {
  /// The object CLI.md gives for `--json`, on one line.
  public var jsonBytes: [UInt8] {
    var json = JSONWriter()
    write(to: &json)
    return json.bytes
  }

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("applied")
      json.array(applied) { json, action in action.write(to: &json) }
      json.key("error")
      json.optional(error) { json, error in
        json.object { json in
          json.field("code", error.code.rawValue)
          json.field("message", error.message)
        }
      }
      json.field("input", input)
      json.field("intent", intent.rawValue)
      json.key("pending")
      json.optional(pending) { json, pending in
        json.object { json in
          json.key("actions")
          json.array(pending.actions) { json, action in action.write(to: &json) }
          json.field("expires", pending.expires)
        }
      }
      json.field("reply", words)
      json.field("source", source.rawValue)
      if let usage {
        json.key("usage")
        json.object { json in
          json.field("completion", usage.completion)
          json.field("prompt", usage.prompt)
          json.field("total", usage.total)
        }
      }
    }
  }
}

extension AppliedAction {
  /// A list of applied actions as the chat log keeps it (JSONEncoder's sorted keys,
  /// slashes escaped).
  public static func logJSON(_ actions: [AppliedAction]) -> String {
    var json = JSONWriter(escapesSlashes: true)
    json.array(actions) { json, action in action.write(to: &json) }
    return json.text
  }

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("amount", amount)
      json.field("detail", detail)
      json.field("id", id)
      json.field("item", item)
      json.field("note", note)
      json.field("type", type.rawValue)
      json.field("unit", unit)
    }
  }
}
