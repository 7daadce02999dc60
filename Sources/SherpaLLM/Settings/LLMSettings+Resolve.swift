import Foundation
import SherpaCore

extension LLMSettings {
  /// The LLM settings as `config.toml` gives them; nil means the file is silent.
  public struct FileValues: Sendable, Equatable {
    public var baseURL: String?
    public var apiKey: String?
    public var model: String?
    public var timeout: Double?
    public var budgetMessages: Int?
    public var budgetTokens: Int?
    public var sendNotes: Bool?

    public init(
      baseURL: String? = nil, apiKey: String? = nil, model: String? = nil, timeout: Double? = nil,
      budgetMessages: Int? = nil, budgetTokens: Int? = nil, sendNotes: Bool? = nil
    ) {
      self.baseURL = baseURL
      self.apiKey = apiKey
      self.model = model
      self.timeout = timeout
      self.budgetMessages = budgetMessages
      self.budgetTokens = budgetTokens
      self.sendNotes = sendNotes
    }
  }

  /// Merges the environment (CLI.md: `SHERPA_LLM_BASE_URL`, `SHERPA_LLM_API_KEY` else
  /// `OPENAI_API_KEY`, `SHERPA_LLM_MODEL`, `SHERPA_LLM_TIMEOUT`) over the file over the
  /// defaults. Empty values count as unset; a timeout outside `Limits.llmTimeout` is
  /// ignored and named in `ignored`.
  public static func resolve(environment: [String: String], file: FileValues) -> LLMSettings {
    func value(_ name: String) -> String? {
      guard let raw = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !raw.isEmpty else {
        return nil
      }
      return raw
    }
    func nonEmpty(_ text: String?) -> String? {
      guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
      return text
    }
    var timeout = file.timeout.flatMap { Limits.llmTimeout.contains($0) ? $0 : nil } ?? defaultTimeout
    var ignored: [String] = []
    if let raw = value("SHERPA_LLM_TIMEOUT") {
      if let seconds = Double(raw), Limits.llmTimeout.contains(seconds) {
        timeout = seconds
      } else {
        ignored.append(
          "SHERPA_LLM_TIMEOUT=\(raw.prefix(40)) is not \(Limits.llmTimeoutText); using \(LLMError.format(timeout)) s")
      }
    }
    var settings = LLMSettings(
      baseURL: value("SHERPA_LLM_BASE_URL") ?? nonEmpty(file.baseURL) ?? defaultBaseURL,
      apiKey: value("SHERPA_LLM_API_KEY") ?? value("OPENAI_API_KEY") ?? nonEmpty(file.apiKey),
      model: value("SHERPA_LLM_MODEL") ?? nonEmpty(file.model) ?? defaultModel,
      timeout: timeout,
      budgetMessages: max(0, file.budgetMessages ?? defaultBudgetMessages),
      budgetTokens: max(0, file.budgetTokens ?? defaultBudgetTokens),
      sendNotes: file.sendNotes ?? false)
    settings.ignored = ignored
    return settings
  }
}
