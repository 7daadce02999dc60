import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (port chosen by the system) that answers like an
/// OpenAI-compatible `/v1/chat/completions` endpoint from a script, so the live libcurl
/// client is tested over real sockets. It is ready when `init` returns; every request is
/// logged for assertions. Plain `GET`s are answered too.
public final class FakeOpenAIServer: @unchecked Sendable {
  public typealias Handler = @Sendable (FakeRequest) -> FakeReply

  public let port: Int
  private let listener: Int32
  private let lock = NSLock()
  private var script: [FakeReply]
  private var handler: Handler?
  private var log: [FakeRequest] = []
  private var stopped = false

  /// A server answering with `replies` in order, then 500 once they run out.
  public convenience init(replies: [FakeReply] = []) throws {
    try self.init(script: replies, handler: nil)
  }

  /// A server answering every request with what `handler` returns.
  public convenience init(handler: @escaping Handler) throws {
    try self.init(script: [], handler: handler)
  }

  private init(script: [FakeReply], handler: Handler?) throws {
    self.script = script
    self.handler = handler
    let socket = try FakeSocket.listenOnLoopback()
    listener = socket.descriptor
    port = socket.port
    let thread = Thread { [self] in acceptLoop() }
    thread.name = "FakeOpenAIServer"
    thread.start()
  }

  deinit { stop() }

  /// `http://127.0.0.1:PORT/v1`, the base URL to give the client.
  public var baseURL: String { "http://127.0.0.1:\(port)/v1" }

  /// Every request received so far, oldest first.
  public var requests: [FakeRequest] {
    lock.lock()
    defer { lock.unlock() }
    return log
  }

  /// Adds replies to the end of the script.
  public func enqueue(_ replies: FakeReply...) {
    lock.lock()
    script.append(contentsOf: replies)
    lock.unlock()
  }

  /// Closes the listening socket and releases every hanging connection.
  public func stop() {
    lock.lock()
    let wasStopped = stopped
    stopped = true
    lock.unlock()
    guard !wasStopped else { return }
    _ = shutdown(listener, Int32(SHUT_RDWR))
    _ = close(listener)
  }

  var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func acceptLoop() {
    while !isStopped {
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EINTR { continue }
        return
      }
      let connection = FakeConnection(descriptor: client, server: self)
      let thread = Thread { connection.serve() }
      thread.start()
    }
  }

  /// Records `request` and picks its reply.
  func reply(to request: FakeRequest) -> FakeReply {
    lock.lock()
    defer { lock.unlock() }
    log.append(request)
    if let handler { return handler(request) }
    if request.method == "GET" && script.isEmpty { return .raw(body: "sherpa fake server\n") }
    guard !script.isEmpty else {
      return .status(500, body: #"{"error":{"message":"the fake server has no scripted reply left"}}"#)
    }
    return script.removeFirst()
  }
}
