/// Splits a `text/event-stream` body into the `data` of each event as bytes arrive in
/// arbitrary pieces: lines end in LF or CRLF, a blank line ends an event, several `data:`
/// lines join with a newline, comments (`:`) and other fields are ignored.
struct ServerSentEvents {
  private var pending: [UInt8] = []
  private var dataLines: [String] = []
  /// True once any `data:` line was seen, so a reader can tell SSE from plain JSON.
  private(set) var sawData = false

  /// The events completed by `bytes`, in order.
  mutating func feed(_ bytes: [UInt8]) -> [String] {
    pending.append(contentsOf: bytes)
    var events: [String] = []
    var lineStart = 0
    var index = 0
    while index < pending.count {
      if pending[index] == 10 {
        var lineEnd = index
        if lineEnd > lineStart && pending[lineEnd - 1] == 13 { lineEnd -= 1 }
        if let event = accept(pending[lineStart..<lineEnd]) { events.append(event) }
        lineStart = index + 1
      }
      index += 1
    }
    pending.removeFirst(lineStart)
    return events
  }

  /// The last event when the body ended without a blank line.
  mutating func finish() -> [String] {
    var events: [String] = []
    if !pending.isEmpty {
      let line = pending
      pending = []
      if let event = accept(line[...]) { events.append(event) }
    }
    if let event = accept([][...]) { events.append(event) }
    return events
  }

  private mutating func accept(_ line: ArraySlice<UInt8>) -> String? {
    if line.isEmpty {
      guard !dataLines.isEmpty else { return nil }
      defer { dataLines = [] }
      return dataLines.joined(separator: "\n")
    }
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("data:") else { return nil }
    var value = text.dropFirst(5)
    if value.hasPrefix(" ") { value = value.dropFirst() }
    dataLines.append(String(value))
    sawData = true
    return nil
  }
}
