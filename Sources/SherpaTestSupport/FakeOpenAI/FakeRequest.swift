import Foundation

/// A request as `FakeOpenAIServer` received it, for assertions.
public struct FakeRequest: Sendable, Equatable {
  public var method: String
  public var path: String
  /// Header names lower-cased.
  public var headers: [String: String]
  public var body: String

  /// The body decoded as a JSON object, when it is one.
  public var json: [String: any Sendable]? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] else { return nil }
    return object.mapValues { FakeRequest.sendable($0) }
  }

  /// The `content` of each message in a chat completion request, in order.
  public var messageContents: [String] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any],
      let messages = object["messages"] as? [[String: Any]]
    else { return [] }
    return messages.compactMap { $0["content"] as? String }
  }

  private static func sendable(_ value: Any) -> any Sendable {
    switch value {
    case let string as String: return string
    case let number as NSNumber: return number.doubleValue
    case let array as [Any]: return array.map { sendable($0) }
    case let object as [String: Any]: return object.mapValues { sendable($0) }
    default: return String(describing: value)
    }
  }

}
