import Foundation
import SherpaCore
import SherpaHTTP
import SherpaLLM
import SherpaStore

/// How the coach reaches the model: the settings and the transport that carries its
/// requests, chosen by the caller (the executable: libcurl; replay: its cassette).
public struct LLMLink: Sendable {
  public var settings: LLMSettings
  public var transport: any ChatTransport

  public init(settings: LLMSettings, transport: any ChatTransport) {
    self.settings = settings
    self.transport = transport
  }
}

/// Builds the coach for a launch: over the store-backed LLM client when given a link
/// (and not `--offline`), else an offline coach.
public enum CoachFactory {
  public static func llmSettings(_ launch: Launch) -> LLMSettings {
    let file = launch.config
    return LLMSettings.resolve(
      environment: launch.processEnvironment,
      file: LLMSettings.FileValues(
        baseURL: file.baseURL, apiKey: file.apiKey, model: file.model, timeout: file.timeoutSeconds,
        budgetMessages: file.budgetMessages, budgetTokens: file.budgetTokens, sendNotes: file.sendNotes))
  }

  public static func make(launch: Launch, store: SherpaStore, llm: LLMLink?) -> Coach {
    let settings = llm?.settings ?? llmSettings(launch)
    var client: LLMClient?
    if let llm, !launch.options.offline {
      client = LLMClient(
        settings: llm.settings, transport: llm.transport, environment: launch.environment,
        cache: StoreChatCache(store: store), ledger: StoreUsageLedger(store: store))
    }
    let offline = client == nil
    return Coach(
      store: store, environment: launch.environment,
      settings: CoachSettings(wake: launch.wake, bed: launch.bed, offline: offline, sendNotes: settings.sendNotes),
      llm: client)
  }
}
