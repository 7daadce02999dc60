import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One accepted connection: reads one request, plays its scripted reply, closes.
final class FakeConnection: @unchecked Sendable {
  private let descriptor: Int32
  private let server: FakeServerCore

  init(descriptor: Int32, server: FakeServerCore) {
    self.descriptor = descriptor
    self.server = server
  }

  func serve() {
    defer { close(descriptor) }
    FakeSocket.noDelay(descriptor)
    guard let request = readRequest() else { return }
    play(server.reply(to: request), model: (request.json?["model"] as? String) ?? "fake-model")
  }

  private func readRequest() -> FakeRequest? {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var headerEnd: Int?
    while headerEnd == nil {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[0..<count])
      headerEnd = FakeConnection.find([13, 10, 13, 10], in: buffer)
    }
    guard let headerEnd else { return nil }
    let head = String(decoding: buffer[0..<headerEnd], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let length = Int(headers["content-length"] ?? "0") ?? 0
    var body = Array(buffer[(headerEnd + 4)...])
    while body.count < length {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { return nil }
      body.append(contentsOf: chunk[0..<count])
    }
    return FakeRequest(
      method: String(requestLine[0]), path: String(requestLine[1]), headers: headers,
      body: String(decoding: body, as: UTF8.self))
  }

  private func play(_ reply: FakeReply, model: String) {
    switch reply {
    case .completion(let content, let usage):
      let body = FakeConnection.completionJSON(content: content, model: model, usage: usage)
      respond(status: 200, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
    case .stream(let pieces, let delay, let usage):
      stream(pieces, cutAfter: nil, delay: delay, usage: usage, model: model)
    case .cutStream(let pieces, let after):
      stream(pieces, cutAfter: after, delay: .zero, usage: nil, model: model)
    case .status(let status, let headers, let body):
      var all = headers
      if all["Content-Type"] == nil { all["Content-Type"] = "application/json" }
      respond(status: status, headers: all, body: Array(body.utf8))
    case .raw(let body, let contentType):
      respond(status: 200, headers: ["Content-Type": contentType], body: Array(body.utf8))
    case .huge(let bytes):
      huge(bytes)
    case .delayed(let wait, let next):
      Thread.sleep(forTimeInterval: FakeConnection.seconds(wait))
      if !server.isStopped { play(next, model: model) }
    case .hang:
      while !server.isStopped && !FakeSocket.peerClosed(descriptor, within: 50) {}
    }
  }

  private func respond(status: Int, headers: [String: String], body: [UInt8]) {
    var head = "HTTP/1.1 \(status) \(FakeConnection.reason(status))\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    _ = FakeSocket.write(descriptor, Array(head.utf8) + body)
  }

  private func stream(_ pieces: [String], cutAfter: Int?, delay: Duration, usage: FakeUsage?, model: String) {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
      + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    guard FakeSocket.write(descriptor, head) else { return }
    for (index, piece) in pieces.enumerated() {
      if let cutAfter, index >= cutAfter { return }
      if delay > .zero { Thread.sleep(forTimeInterval: FakeConnection.seconds(delay)) }
      if server.isStopped { return }
      let event = FakeConnection.deltaJSON(piece, model: model, first: index == 0)
      guard writeChunk("data: \(event)\n\n") else { return }
    }
    if cutAfter != nil { return }
    let finish =
      #"{"id":"chatcmpl-fake","object":"chat.completion.chunk","model":"\#(model)","#
      + #""choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#
    guard writeChunk("data: \(finish)\n\n") else { return }
    if let usage {
      let last = #"{"id":"chatcmpl-fake","object":"chat.completion.chunk","model":"\#(model)","choices":[],"usage":"#
      guard writeChunk("data: \(last)\(usage.json)}\n\n") else { return }
    }
    guard writeChunk("data: [DONE]\n\n") else { return }
    _ = FakeSocket.write(descriptor, "0\r\n\r\n")
  }

  private func writeChunk(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return FakeSocket.write(descriptor, Array(String(bytes.count, radix: 16).utf8) + [13, 10] + bytes + [13, 10])
  }

  private func huge(_ count: Int) {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(count)\r\nConnection: close\r\n\r\n"
    guard FakeSocket.write(descriptor, head) else { return }
    let block = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
    var left = count
    while left > 0 {
      let piece = min(left, block.count)
      guard FakeSocket.write(descriptor, Array(block[0..<piece])) else { return }
      left -= piece
    }
  }

  static func completionJSON(content: String, model: String, usage: FakeUsage?) -> String {
    let usagePart = usage.map { #","usage":\#($0.json)"# } ?? ""
    return #"{"id":"chatcmpl-fake","object":"chat.completion","created":0,"model":"\#(model)","#
      + #""choices":[{"index":0,"message":{"role":"assistant","content":\#(quoted(content))},"#
      + #""finish_reason":"stop"}]\#(usagePart)}"#
  }

  static func deltaJSON(_ piece: String, model: String, first: Bool) -> String {
    let role = first ? #""role":"assistant","# : ""
    return #"{"id":"chatcmpl-fake","object":"chat.completion.chunk","created":0,"model":"\#(model)","#
      + #""choices":[{"index":0,"delta":{\#(role)"content":\#(quoted(piece))},"finish_reason":null}]}"#
  }

  static func quoted(_ text: String) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]) else {
      return "\"\""
    }
    let array = String(decoding: data, as: UTF8.self)
    return String(array.dropFirst().dropLast())
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}
