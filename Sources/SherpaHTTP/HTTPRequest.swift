/// One HTTP request as the transport sends it: the method, the full URL, headers in
/// the order given, the body bytes and the most the whole exchange may take.
public struct HTTPRequest: Sendable, Equatable {
  public var method: String
  public var url: String
  public var headers: [HTTPHeader]
  public var body: [UInt8]
  /// Seconds for the whole exchange, connection included; fractions allowed.
  public var timeout: Double
  /// The most response bytes accepted before the transfer is stopped.
  public var maximumResponseBytes: Int

  public init(
    method: String = "GET", url: String, headers: [HTTPHeader] = [], body: [UInt8] = [], timeout: Double = 30,
    maximumResponseBytes: Int = 8 * 1024 * 1024
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
    self.maximumResponseBytes = maximumResponseBytes
  }
}

/// A header name and value; names compare case-insensitively where it matters.
public struct HTTPHeader: Sendable, Equatable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// `Authorization` and similar secrets, kept out of anything written down.
  public var isSecret: Bool {
    let lower = name.lowercased()
    return lower == "authorization" || lower == "proxy-authorization" || lower == "api-key"
      || lower == "x-api-key"
  }
}
