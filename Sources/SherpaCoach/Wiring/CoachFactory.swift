import Foundation
import SherpaCore
import SherpaHTTP
import SherpaLLM
import SherpaStore

/// Builds the live coach for a launch: the store-backed LLM client over libcurl when a
/// key or a loopback base URL is set (and not `--offline`), else an offline coach.
/// `transport` replaces the network (replay's cassette, tests).
public enum CoachFactory {
  public static func llmSettings(_ launch: Launch) -> LLMSettings {
    let file = launch.config
    return LLMSettings.resolve(
      environment: launch.processEnvironment,
      file: LLMSettings.FileValues(
        baseURL: file.baseURL, apiKey: file.apiKey, model: file.model, timeout: file.timeoutSeconds,
        budgetMessages: file.budgetMessages, budgetTokens: file.budgetTokens, sendNotes: file.sendNotes))
  }

  public static func make(launch: Launch, store: SherpaStore, transport: (any ChatTransport)? = nil) -> Coach {
    let settings = llmSettings(launch)
    let offline = launch.options.offline || (transport == nil && settings.isOffline)
    var client: LLMClient?
    if !offline {
      client = LLMClient(
        settings: settings, transport: transport ?? OpenAIChatTransport(settings: settings),
        environment: launch.environment,
        cache: StoreChatCache(store: store), ledger: StoreUsageLedger(store: store))
    }
    return Coach(
      store: store, environment: launch.environment,
      settings: CoachSettings(wake: launch.wake, bed: launch.bed, offline: offline, sendNotes: settings.sendNotes),
      llm: client)
  }
}
