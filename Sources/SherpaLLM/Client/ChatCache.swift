import Foundation

/// Remembers answers to identical requests for a short while (60 s in `LLMClient`), so
/// asking the same thing twice in a row costs nothing. The store-backed one lets separate
/// `sherpa say` processes share it.
public protocol ChatCache: Sendable {
  /// The answer stored under `key` at or after `notBefore`, if any.
  func response(for key: String, notBefore: Date) async -> ChatResponse?
  func store(_ response: ChatResponse, for key: String, at instant: Date) async
}

/// A cache in memory, for one process and for tests.
public actor InMemoryChatCache: ChatCache {
  private var entries: [String: (response: ChatResponse, stored: Date)] = [:]

  public init() {}

  public func response(for key: String, notBefore: Date) async -> ChatResponse? {
    guard let entry = entries[key] else { return nil }
    guard entry.stored >= notBefore else {
      entries[key] = nil
      return nil
    }
    return entry.response
  }

  public func store(_ response: ChatResponse, for key: String, at instant: Date) async {
    entries[key] = (response, instant)
  }
}
