import SherpaCoach
import SherpaHTTP
import SherpaLLM

extension Launch {
  /// The model as the settings (environment, then config.toml) name it, over libcurl; nil
  /// offline (`--offline`, or no key and no server on this machine).
  func liveLLM() -> LLMLink? {
    let settings = CoachFactory.llmSettings(self)
    guard !options.offline, !settings.isOffline else { return nil }
    return LLMLink(settings: settings, transport: Self.liveTransport(settings))
  }

  /// The OpenAI-compatible endpoint of `settings`, over libcurl.
  static func liveTransport(_ settings: LLMSettings) -> any ChatTransport {
    OpenAIChatTransport(settings: settings, http: CurlTransport())
  }
}
