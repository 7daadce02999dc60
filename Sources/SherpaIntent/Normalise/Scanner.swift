/// Splits raw text (typed or from a speech recogniser) into lowercase words: letters
/// and digits make words, an apostrophe stays inside a word, `7:30`, `2.5` and
/// `2026-12-03` stay whole, `10,000` loses its comma, and everything else separates.
/// Reads at most `maxScalars` characters and `maxWords` words, so any input costs
/// bounded time.
enum Scanner {
  static let maxScalars = 4000
  static let maxWords = 80

  static func words(_ text: String) -> [String] {
    var text = text
    if let ascii = text.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? asciiWords(bytes) : nil }) {
      return ascii
    }
    return scalarWords(text)
  }

  /// `words` for text that is all ASCII (nearly every line), on its bytes: the same
  /// rules without building a scalar array and appending scalar by scalar. A word's
  /// bytes are gathered in one scratch buffer on the stack (an item's name is read this
  /// way for each of thousands of items as a store opens its name index).
  static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let count = min(bytes.count, maxScalars)
    var words: [String] = []
    words.reserveCapacity(min(maxWords, count / 4 + 2))
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { current in
      var length = 0
      func flush() {
        if length > 0 {
          words.append(String(decoding: UnsafeBufferPointer(rebasing: current[..<length]), as: UTF8.self))
          length = 0
        }
      }
      func append(_ byte: UInt8) {
        current[length] = byte
        length += 1
      }
      func isDigit(_ index: Int) -> Bool { bytes[index] >= 0x30 && bytes[index] <= 0x39 }
      for index in 0..<count {
        if words.count >= maxWords { break }
        let byte = bytes[index]
        if byte >= 0x41 && byte <= 0x5A {
          append(byte + 32)
        } else if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
          append(byte)
        } else if byte == 0x27 {
          if length > 0 { append(byte) }
        } else if byte == 0x3A || byte == 0x2E || byte == 0x2C || byte == 0x2D {
          if index > 0 && isDigit(index - 1) && index + 1 < count && isDigit(index + 1) {
            if byte != 0x2C { append(byte) }
          } else {
            flush()
          }
        } else if byte == 0x2F {
          flush()
          if periodFollows(bytes.lazy.prefix(count).dropFirst(index + 1).map { $0 }) { words.append("per") }
        } else {
          flush()
        }
      }
      if words.count < maxWords { flush() }
    }
    return words
  }

  /// `words` for any text, scalar by scalar.
  static func scalarWords(_ text: String) -> [String] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(min(text.unicodeScalars.count, maxScalars))
    for scalar in text.unicodeScalars.prefix(maxScalars) { scalars.append(scalar) }
    var words: [String] = []
    var current = String.UnicodeScalarView()
    func flush() {
      if !current.isEmpty {
        words.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    for index in scalars.indices {
      if words.count >= maxWords { break }
      let scalar = scalars[index]
      let value = scalar.value
      if value >= 0x41 && value <= 0x5A {
        current.append(Unicode.Scalar(value + 32) ?? scalar)
      } else if (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) {
        current.append(scalar)
      } else if value == 0x27 || value == 0x2019 {
        if !current.isEmpty { current.append("'") }
      } else if value == 0x3A || value == 0x2E || value == 0x2C || value == 0x2D {
        let before = index > 0 && isDigit(scalars[index - 1])
        let after = index + 1 < scalars.count && isDigit(scalars[index + 1])
        if before && after {
          if value != 0x2C { current.append(scalar) }
        } else {
          flush()
        }
      } else if value == 0x2F {
        flush()
        if periodFollows(scalars[(index + 1)...].lazy.map { UInt8(truncatingIfNeeded: min($0.value, 0xFF)) }) {
          words.append("per")
        }
      } else if value > 0x7F && scalar.properties.isAlphabetic {
        for lower in scalar.properties.lowercaseMapping.unicodeScalars { current.append(lower) }
      } else {
        flush()
      }
    }
    if words.count < maxWords { flush() }
    return words
  }

  /// Whether a slash is "per": a period follows it ("2x/week", "3/day", "50km / wk").
  static func periodFollows<Bytes: Sequence>(_ after: Bytes) -> Bool where Bytes.Element == UInt8 {
    var word: [UInt8] = []
    for byte in after {
      if byte == 0x20 && word.isEmpty { continue }
      let lower = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
      guard lower >= 0x61 && lower <= 0x7A else { break }
      word.append(lower)
      if word.count > 6 { return false }
    }
    return periodWords.contains(String(decoding: word, as: UTF8.self))
  }

  static let periodWords: Set<String> = ["day", "week", "wk", "month", "night"]

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
}
