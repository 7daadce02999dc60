import Foundation

/// Writing results to stdout: JSON with sorted keys on one line, or text.
enum Output {
  static func json(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }

  /// Writes `text` (with a final newline) without copying it into a Data first: a day
  /// plan of 2,000 rows is 200 KB.
  static func text(_ text: String) {
    var text = text.hasSuffix("\n") ? text : text + "\n"
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// Writes `bytes` (with a final newline) as they are: text drawn in bytes already
  /// (`DisplayRenderer.renderBytes`).
  static func bytes(_ bytes: [UInt8]) {
    var bytes = bytes
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    bytes.withUnsafeBytes { write($0) }
  }

  private static func write(_ raw: UnsafeRawBufferPointer) {
    guard let start = raw.baseAddress else { return }
    FileHandle.standardOutput.write(
      Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: raw.count, deallocator: .none))
  }
}
