/// A drawing written as UTF-8 bytes and made a String once, for views of thousands of
/// rows: each piece is copied in place, and a padded column gets its spaces written
/// after it instead of a padded String made for each cell.
struct RowBytes {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  mutating func append(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: text.utf8)
    }
  }

  /// `text` followed by spaces up to `columns` visible columns (never cut).
  mutating func append(_ text: String, padded columns: Int) {
    append(text)
    spaces(columns - Paint.width(text))
  }

  mutating func spaces(_ count: Int) {
    guard count > 0 else { return }
    guard count <= Self.blank.count else {
      return bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
    Self.blank.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
  }

  /// Enough spaces for any column of a row.
  private static let blank = [UInt8](repeating: UInt8(ascii: " "), count: 128)

  mutating func newline() { bytes.append(UInt8(ascii: "\n")) }
}
