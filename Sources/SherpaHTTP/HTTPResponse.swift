import Foundation

/// What came back: the status, the headers (names lower-cased) and the whole body.
public struct HTTPResponse: Sendable, Equatable {
  public var status: Int
  public var headers: [String: String]
  public var body: [UInt8]

  public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A header by name, case-insensitive.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// `Retry-After` in seconds when the server gave a number of seconds.
  public var retryAfterSeconds: Double? {
    guard let raw = header("retry-after")?.trimmingCharacters(in: .whitespaces), let seconds = Double(raw),
      seconds.isFinite, seconds >= 0
    else { return nil }
    return seconds
  }

  /// The body read as UTF-8.
  public var text: String { String(decoding: body, as: UTF8.self) }
}

/// A piece of the body as it arrives, with the status of the response it belongs to,
/// so a streaming reader can tell a reply from an error page.
public struct HTTPChunk: Sendable, Equatable {
  public var status: Int
  public var bytes: [UInt8]

  public init(status: Int, bytes: [UInt8]) {
    self.status = status
    self.bytes = bytes
  }
}
