/// Neutralises what text from the store or the LLM could do to a terminal: C0 and C1
/// control characters (ESC sequences included), DEL, and bidi overrides that reorder what
/// people read. Newlines survive only where a caller allows them; tabs become spaces.
public enum Sanitizer {
  public static func clean(_ text: String, keepNewlines: Bool = true) -> String {
    // Printable ASCII (nearly every name and reply) is already clean.
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || ($0 == 0x0A && keepNewlines) }) { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where keepNewlines: out.append(scalar)
      case 0x09: out.append(" ")
      case 0x00...0x1F, 0x7F, 0x80...0x9F: out.append("\u{FFFD}")
      case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: continue
      default: out.append(scalar)
      }
    }
    return String(out)
  }

  /// Whether `text` would be printed differently after cleaning.
  public static func isClean(_ text: String) -> Bool { clean(text) == text }
}
