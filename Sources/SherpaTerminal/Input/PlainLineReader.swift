/// Reads lines from a file descriptor (stdin when it is a pipe): no prompt, no editing.
/// Bytes that are not UTF-8 are replaced, a missing final newline still ends a line, and
/// a line longer than `maximumLineBytes` is cut there (the rest of it is dropped) so a
/// runaway input cannot exhaust memory.
public struct PlainLineReader: LineReader {
  public static let maximumLineBytes = 1 << 20

  private let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished = false

  public init(fd: Int32 = 0) { self.fd = fd }

  public mutating func readLine(prompt: String) -> LineInput {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        compact()
        return .line(PlainLineReader.decode(line))
      }
      if finished {
        guard start < buffer.count else { return .end }
        let line = Array(buffer[start...])
        start = buffer.count
        compact()
        return .line(PlainLineReader.decode(line))
      }
      if buffer.count - start > PlainLineReader.maximumLineBytes {
        let line = Array(buffer[start..<(start + PlainLineReader.maximumLineBytes)])
        skipRestOfLine()
        return .line(PlainLineReader.decode(line))
      }
      let chunk = Platform.read(from: fd, count: 64 * 1024)
      if chunk.isEmpty { finished = true } else { buffer += chunk }
    }
  }

  private mutating func skipRestOfLine() {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        start = newline + 1
        compact()
        return
      }
      buffer.removeAll(keepingCapacity: true)
      start = 0
      let chunk = Platform.read(from: fd, count: 64 * 1024)
      if chunk.isEmpty {
        finished = true
        return
      }
      buffer = chunk
    }
  }

  private mutating func compact() {
    if start > 64 * 1024 || start == buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
  }

  static func decode(_ bytes: [UInt8]) -> String {
    var line = bytes
    if line.last == 0x0D { line.removeLast() }
    return String(decoding: line, as: UTF8.self)
  }
}
