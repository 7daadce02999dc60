/// ANSI 256-colour painting that does nothing when the style has no colour, and the
/// measuring that ignores escape sequences.
enum Paint {
  /// Green shades from empty to full, for heatmaps and bars.
  static let greens = [238, 22, 28, 34, 40]
  static let red = 160
  static let yellow = 178
  static let grey = 244
  static let cyan = 37

  static func color(_ text: String, _ code: Int, _ style: RenderStyle) -> String {
    guard style.color, !text.isEmpty else { return text }
    return "\u{1B}[38;5;\(code)m" + text + "\u{1B}[0m"
  }

  static func bold(_ text: String, _ style: RenderStyle) -> String {
    guard style.color, !text.isEmpty else { return text }
    return "\u{1B}[1m" + text + "\u{1B}[0m"
  }

  /// Visible columns of `text`, escape sequences left out.
  static func width(_ text: String) -> Int {
    var count = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        count += 1
      }
    }
    return count
  }

  /// `text` padded with spaces to `columns` visible columns (never cut).
  static func pad(_ text: String, _ columns: Int) -> String {
    let visible = width(text)
    return visible >= columns ? text : text + repeated(" ", columns - visible)
  }

  /// `count` copies of a one-column `glyph`: for the spaces and bar glyphs, from a table
  /// of every count up to 80 made once. `String(repeating:count:)` for each bar and each
  /// padded name took a quarter of drawing a long day plan (callgrind, 2,000 rows).
  static func repeated(_ glyph: String, _ count: Int) -> String {
    guard count > 0 else { return "" }
    guard count < runLength, let copies = runs.first(where: { $0.glyph == glyph })?.copies else {
      return String(repeating: glyph, count: count)
    }
    return copies[count]
  }

  private static let runLength = 81
  private static let runs: [(glyph: String, copies: [String])] = [" ", "█", "░", "#", "-"].map { glyph in
    let run = String(repeating: glyph, count: runLength)
    let width = glyph.utf8.count
    return (glyph, (0..<runLength).map { String(decoding: run.utf8.prefix($0 * width), as: UTF8.self) })
  }

  /// Plain `text` cut to `columns` in the middle: its start, an ellipsis, and its last
  /// third, where names that share a start differ.
  static func clipMiddle(_ text: String, _ columns: Int, _ style: RenderStyle) -> String {
    guard text.count > columns, columns > 4 else { return clip(text, columns, style) }
    let tail = (columns - 1) / 3
    return String(text.prefix(columns - 1 - tail)) + (style.unicode ? "…" : "~") + String(text.suffix(tail))
  }

  /// Plain `text` cut to `columns`, ending in an ellipsis when cut.
  static func clip(_ text: String, _ columns: Int, _ style: RenderStyle) -> String {
    guard text.count > columns, columns > 0 else { return text }
    return String(text.prefix(columns - 1)) + (style.unicode ? "…" : "~")
  }
}
