/// A fixed set of words and a table keyed by words, for the readers' vocabularies.
///
/// Most words a reader asks about are not in its vocabulary, and hashing a Swift string
/// (SipHash over its bytes) cost more than the rest of a miss. A 4,096-bit filter over
/// each word's length and first and last bytes turns away nearly every miss for a few
/// instructions; only a word that passes it is hashed and looked up.
struct WordFilter: Sendable {
  private var bits = [UInt64](repeating: 0, count: 64)

  init<S: Sequence>(_ words: S) where S.Element == String {
    for word in words {
      let slot = Self.slot(word)
      bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }
  }

  /// False only when the word is surely not one of the filter's.
  @inline(__always) func mayContain(_ word: String) -> Bool {
    let slot = Self.slot(word)
    return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
  }

  /// A bucket from the length and the first and last bytes.
  @inline(__always) static func slot(_ word: String) -> Int {
    var word = word
    return word.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last else { return 0 }
      let mixed = (bytes.count &* 0x9E37_79B1) ^ (Int(first) &* 0x85EB_CA6B) ^ (Int(last) &* 0xC2B2_AE35)
      return (mixed ^ (mixed >> 15)) & 4095
    }
  }
}

/// A set of words that answers "no" without hashing for nearly every word not in it.
struct WordSet: Sendable, ExpressibleByArrayLiteral, Sequence {
  let words: Set<String>
  private let filter: WordFilter

  init<S: Sequence>(_ words: S) where S.Element == String {
    self.words = Set(words)
    self.filter = WordFilter(self.words)
  }

  init(arrayLiteral elements: String...) { self.init(elements) }

  @inline(__always) func contains(_ word: String) -> Bool { filter.mayContain(word) && words.contains(word) }

  func makeIterator() -> Set<String>.Iterator { words.makeIterator() }
  var count: Int { words.count }
}

/// A table keyed by words that answers "none" without hashing for nearly every other word.
struct WordMap<Value: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
  let table: [String: Value]
  private let filter: WordFilter

  init(_ table: [String: Value]) {
    self.table = table
    self.filter = WordFilter(table.keys)
  }

  init(dictionaryLiteral elements: (String, Value)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }

  @inline(__always) subscript(word: String) -> Value? { filter.mayContain(word) ? table[word] : nil }

  var keys: Dictionary<String, Value>.Keys { table.keys }
}
