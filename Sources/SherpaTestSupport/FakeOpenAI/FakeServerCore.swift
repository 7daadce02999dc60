import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The fake server's shared state and its accept loop. The threads hold this, not the
/// `FakeOpenAIServer` the test holds, so dropping the server stops them.
final class FakeServerCore: @unchecked Sendable {
  let listener: Int32
  private let lock = NSLock()
  private var script: [FakeReply]
  private let handler: FakeOpenAIServer.Handler?
  private var log: [FakeRequest] = []
  private var stopped = false

  init(listener: Int32, script: [FakeReply], handler: FakeOpenAIServer.Handler?) {
    self.listener = listener
    self.script = script
    self.handler = handler
  }

  var requests: [FakeRequest] {
    lock.lock()
    defer { lock.unlock() }
    return log
  }

  var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  func enqueue(_ replies: [FakeReply]) {
    lock.lock()
    script.append(contentsOf: replies)
    lock.unlock()
  }

  func stop() {
    lock.lock()
    let wasStopped = stopped
    stopped = true
    lock.unlock()
    guard !wasStopped else { return }
    _ = shutdown(listener, Int32(SHUT_RDWR))
    _ = close(listener)
  }

  func acceptLoop() {
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
