/// The characters a picture may use: Unicode, or ASCII when the terminal cannot show more.
struct Glyphs: Sendable {
  /// Heat levels 0 (nothing) … 4 (everything), distinct in shape, not only colour.
  let heat: [String]
  let spark: [Character]
  let barFull: String
  let barEmpty: String
  let done: String
  let missed: String
  let skipped: String
  let before: String
  let future: String
  let you: String
  let rule: String

  /// The two sets, built once: splitting the sparkline's characters cost every bar of
  /// a long day plan more than drawing it.
  private static let unicodeSet = Glyphs(unicode: true)
  private static let asciiSet = Glyphs(unicode: false)

  init(_ style: RenderStyle) {
    self = style.unicode ? Self.unicodeSet : Self.asciiSet
  }

  private init(unicode: Bool) {
    if unicode {
      heat = ["·", "░", "▒", "▓", "█"]
      spark = Array("▁▂▃▄▅▆▇█")
      barFull = "█"
      barEmpty = "░"
      done = "✓"
      missed = "✗"
      skipped = "·"
      before = "–"
      future = " "
      you = "▶"
      rule = "─"
    } else {
      heat = [".", ":", "+", "*", "#"]
      spark = Array("_.-~=+*#")
      barFull = "#"
      barEmpty = "-"
      done = "v"
      missed = "x"
      skipped = "."
      before = "-"
      future = " "
      you = ">"
      rule = "-"
    }
  }
}
