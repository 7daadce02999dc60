import Foundation

/// Where and how to reach the language model, and how much of it a day may use, after
/// the environment and `config.toml` are merged (the environment wins).
public struct LLMSettings: Sendable, Equatable, CustomStringConvertible {
  public static let defaultBaseURL = "https://api.openai.com/v1"
  public static let defaultModel = "gpt-4o-mini"
  public static let defaultTimeout = 30.0
  public static let defaultBudgetMessages = 50
  public static let defaultBudgetTokens = 100_000

  public var baseURL: String
  public var apiKey: String?
  public var model: String
  /// Seconds the whole LLM part of one turn may take, retries included.
  public var timeout: Double
  public var budgetMessages: Int
  public var budgetTokens: Int
  /// Whether stored notes and reflections may be sent as context.
  public var sendNotes: Bool
  /// Settings that were given but could not be used, one line each ("SHERPA_LLM_TIMEOUT=abc
  /// is not …; using 30 s"), for the command to warn about.
  public var ignored: [String] = []

  public init(
    baseURL: String = LLMSettings.defaultBaseURL, apiKey: String? = nil, model: String = LLMSettings.defaultModel,
    timeout: Double = LLMSettings.defaultTimeout, budgetMessages: Int = LLMSettings.defaultBudgetMessages,
    budgetTokens: Int = LLMSettings.defaultBudgetTokens, sendNotes: Bool = false
  ) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    self.model = model
    self.timeout = timeout
    self.budgetMessages = budgetMessages
    self.budgetTokens = budgetTokens
    self.sendNotes = sendNotes
  }

  /// True when the base URL points at this machine (localhost, 127.x.x.x, ::1).
  public var isLoopback: Bool {
    guard let host = URL(string: baseURL)?.host?.lowercased() else { return false }
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    return bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" || bare.hasPrefix("127.")
  }

  /// No key and nowhere local to ask: no request is ever made.
  public var isOffline: Bool { apiKey == nil && !isLoopback }

  /// `{base}/chat/completions`, whether or not the base ends with a slash.
  public var chatCompletionsURL: String {
    var base = baseURL
    while base.hasSuffix("/") { base.removeLast() }
    return base + "/chat/completions"
  }

  /// Safe to print or log: the key is shown only as set or not.
  public var description: String {
    "LLMSettings(baseURL: \(baseURL), apiKey: \(apiKey == nil ? "unset" : "set"), model: \(model), "
      + "timeout: \(timeout) s, budget: \(budgetMessages) messages / \(budgetTokens) tokens, sendNotes: \(sendNotes))"
  }
}
