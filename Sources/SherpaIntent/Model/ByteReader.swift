/// Little-endian reads over bytes, nil past the end.
struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  var atEnd: Bool { offset == bytes.count }

  mutating func take(_ count: Int) -> [UInt8]? {
    guard let start = skip(count) else { return nil }
    return Array(bytes[start..<(start + count)])
  }

  /// Moves past `count` bytes; where they start.
  mutating func skip(_ count: Int) -> Int? {
    guard count >= 0, offset + count <= bytes.count else { return nil }
    defer { offset += count }
    return offset
  }

  mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
    guard let raw = take(MemoryLayout<T>.size) else { return nil }
    var value: T = 0
    for (index, byte) in raw.enumerated() { value |= T(truncatingIfNeeded: byte) << (8 * index) }
    return value
  }

  mutating func uint16() -> UInt16? { integer(UInt16.self) }
  mutating func uint32() -> UInt32? { integer(UInt32.self) }
  mutating func float32() -> Float? { integer(UInt32.self).map(Float.init(bitPattern:)) }
  mutating func float32s(_ count: Int) -> [Float]? {
    var values: [Float] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      guard let value = float32() else { return nil }
      values.append(value)
    }
    return values
  }
  mutating func float64() -> Double? { integer(UInt64.self).map(Double.init(bitPattern:)) }
}
