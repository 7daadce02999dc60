/// Standard base64 (RFC 4648, with padding) without Foundation, for the generated model
/// data: the parser stays pure and the static binary pulls in nothing for it.
@_spi(Training) public enum Base64 {
  public static func decode(_ text: String) -> [UInt8]? {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (value, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
      table[Int(byte)] = UInt8(value)
    }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count / 4 * 3)
    var buffer: UInt32 = 0
    var bits = 0
    for byte in text.utf8 {
      if byte == 0x3D { break }
      let value = table[Int(byte)]
      guard value != 0xFF else { return nil }
      buffer = buffer << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    return out
  }

  public static func encode(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let a = UInt32(bytes[index])
      let b = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let c = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      let triple = a << 16 | b << 8 | c
      out.append(alphabet[Int(triple >> 18 & 63)])
      out.append(alphabet[Int(triple >> 12 & 63)])
      out.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : 0x3D)
      out.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : 0x3D)
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
