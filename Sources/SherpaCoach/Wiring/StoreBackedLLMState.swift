import Foundation
import SherpaCore
import SherpaLLM
import SherpaStore

/// The LLM cache kept in the store, so separate `say` processes share identical answers
/// for 60 seconds.
public struct StoreChatCache: ChatCache {
  let store: SherpaStore

  public init(store: SherpaStore) { self.store = store }

  public func response(for key: String, notBefore: Date) async -> ChatResponse? {
    guard let text = try? store.cachedResponse(key: key, now: Date(timeIntervalSince1970: 0), maxAge: .infinity),
      let response = try? JSONDecoder().decode(StoredResponse.self, from: Data(text.utf8)),
      response.at >= notBefore
    else { return nil }
    var answer = response.response
    answer.fromCache = true
    return answer
  }

  public func store(_ response: ChatResponse, for key: String, at instant: Date) async {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(StoredResponse(response: response, at: instant)) else { return }
    try? store.putCache(key: key, response: String(decoding: data, as: UTF8.self), at: instant)
  }

  struct StoredResponse: Codable {
    var response: ChatResponse
    var at: Date
  }
}

/// The daily message and token budget, counted in the store.
public struct StoreUsageLedger: UsageLedger {
  let store: SherpaStore

  public init(store: SherpaStore) { self.store = store }

  public func usage(on day: LocalDay) async throws -> DailyUsage {
    let used = try store.usage(day: day)
    return DailyUsage(messages: used.messages, tokens: used.tokens)
  }

  public func record(messages: Int, tokens: Int, on day: LocalDay) async throws {
    _ = try store.addUsage(day: day, messages: messages, tokens: tokens)
  }
}
