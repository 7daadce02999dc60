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

  init(_ style: RenderStyle) {
    if style.unicode {
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
