/// Why a text is not JSON, in words.
public struct JSONParseFailure: Error {
  public let reason: String
  public init(_ reason: String) { self.reason = reason }
}
