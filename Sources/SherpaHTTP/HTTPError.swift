import Foundation

/// Why a request failed, in words a person can act on. No case ever carries a header,
/// so a key in `Authorization` cannot leak into a message.
public enum HTTPError: Error, Equatable, CustomStringConvertible, Sendable {
  case badURL(String)
  case couldNotConnect(String)
  case timedOut(seconds: Double)
  case cancelled
  case tooLarge(limit: Int)
  case transport(code: Int, message: String)

  public var description: String {
    switch self {
    case .badURL(let url): "The address \(url) is not a URL sherpa can use."
    case .couldNotConnect(let detail): "Could not connect to the server (\(detail))."
    case .timedOut(let seconds): "The server did not answer within \(HTTPError.format(seconds)) s."
    case .cancelled: "The request was cancelled."
    case .tooLarge(let limit): "The server's answer was larger than \(limit / 1024 / 1024) MB and was cut off."
    case .transport(let code, let message): "The request failed (curl \(code)): \(message)"
    }
  }

  /// True for failures worth one more try: a refused connection or a broken transfer.
  public var isNetworkFailure: Bool {
    switch self {
    case .couldNotConnect, .transport: true
    case .badURL, .timedOut, .cancelled, .tooLarge: false
    }
  }

  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.2g", seconds)
  }
}
