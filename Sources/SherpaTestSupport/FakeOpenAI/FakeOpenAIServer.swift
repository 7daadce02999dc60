import Foundation

/// A real HTTP/1.1 server on 127.0.0.1 (port chosen by the system) that answers like an
/// OpenAI-compatible `/v1/chat/completions` endpoint from a script, so the live libcurl
/// client is tested over real sockets. It is ready when `init` returns; every request is
/// logged for assertions; plain `GET`s are answered too. It stops when dropped or on
/// `stop()`.
public final class FakeOpenAIServer: Sendable {
  public typealias Handler = @Sendable (FakeRequest) -> FakeReply

  public let port: Int
  private let core: FakeServerCore

  /// A server answering with `replies` in order, then 500 once they run out. With
  /// `keepAlive`, replies of known length leave the connection open for the next request.
  public convenience init(replies: [FakeReply] = [], keepAlive: Bool = false) throws {
    try self.init(script: replies, handler: nil, keepAlive: keepAlive)
  }

  /// A server answering every request with what `handler` returns.
  public convenience init(keepAlive: Bool = false, handler: @escaping Handler) throws {
    try self.init(script: [], handler: handler, keepAlive: keepAlive)
  }

  /// A port that refuses every connection for as long as this value lives (a stopped
  /// server's port may be taken by the next server a parallel test starts).
  public static func refusing() throws -> FakeOpenAIServer {
    try FakeOpenAIServer(script: [], handler: nil, keepAlive: false, listening: false)
  }

  private init(script: [FakeReply], handler: Handler?, keepAlive: Bool, listening: Bool = true) throws {
    let socket = try FakeSocket.onLoopback(listening: listening)
    port = socket.port
    let core = FakeServerCore(
      listener: socket.descriptor, script: script, handler: handler, keepsAlive: keepAlive)
    self.core = core
    guard listening else { return }
    let thread = Thread { core.acceptLoop() }
    thread.name = "FakeOpenAIServer"
    thread.start()
  }

  deinit { core.stop() }

  /// `http://127.0.0.1:PORT/v1`, the base URL to give the client.
  public var baseURL: String { "http://127.0.0.1:\(port)/v1" }

  /// Every request received so far, oldest first.
  public var requests: [FakeRequest] { core.requests }

  /// How many connections clients have opened so far.
  public var connectionCount: Int { core.connectionCount }

  /// Adds replies to the end of the script.
  public func enqueue(_ replies: FakeReply...) { core.enqueue(replies) }

  /// Closes the listening socket and releases every hanging connection.
  public func stop() { core.stop() }
}
