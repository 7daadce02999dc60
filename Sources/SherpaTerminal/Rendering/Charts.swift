/// Small pictures: progress bars and sparklines.
public enum Charts {
  /// A bar of `columns` cells filled to `fraction` (0…1, clamped).
  public static func bar(_ fraction: Double, columns: Int, style: RenderStyle) -> String {
    let (filled, complete) = barShape(fraction, columns: columns)
    return drawBar(filled: filled, complete: complete, columns: columns, style: style)
  }

  /// How many cells a bar fills, and whether it is complete (drawn brighter).
  static func barShape(_ fraction: Double, columns: Int) -> (filled: Int, complete: Bool) {
    let share = fraction.isFinite ? min(1, max(0, fraction)) : 0
    return (Int((share * Double(columns)).rounded()), share >= 1)
  }

  private static func drawBar(filled: Int, complete: Bool, columns: Int, style: RenderStyle) -> String {
    let glyphs = Glyphs(style)
    let full = Paint.repeated(glyphs.barFull, filled)
    let empty = Paint.repeated(glyphs.barEmpty, columns - filled)
    let code = complete ? Paint.greens[4] : Paint.greens[2]
    let body = Paint.color(full, code, style) + Paint.color(empty, Paint.greens[0], style)
    return style.unicode ? body : "[" + body + "]"
  }

  /// Bars of one width and style for many rows: a bar is drawn once for each shape it
  /// takes (at most `columns` + 2: each count of full cells, and full and complete), not
  /// once a row. Drawing each of a 2,000-row
  /// plan's bars afresh was a sixth of drawing the plan (callgrind).
  struct Bars {
    let columns: Int
    let style: RenderStyle
    private var drawn: [String?]

    init(columns: Int, style: RenderStyle) {
      self.columns = columns
      self.style = style
      drawn = Array(repeating: nil, count: (columns + 1) * 2)
    }

    mutating func bar(_ fraction: Double) -> String {
      let (filled, complete) = Charts.barShape(fraction, columns: columns)
      let key = filled * 2 + (complete ? 1 : 0)
      if let known = drawn[key] { return known }
      let bar = Charts.drawBar(filled: filled, complete: complete, columns: columns, style: style)
      drawn[key] = bar
      return bar
    }
  }

  /// One character per value, scaled between 0 and the largest value (at least `floor`).
  public static func sparkline(_ values: [Double], floor: Double = 0, style: RenderStyle) -> String {
    sparkline(values.map(Optional.some), floor: floor, style: style)
  }

  /// A sparkline with gaps: a day with no value is a space, not the lowest bar.
  public static func sparkline(_ values: [Double?], floor: Double = 0, style: RenderStyle) -> String {
    let top = max(values.compactMap { $0 }.filter(\.isFinite).max() ?? 0, floor)
    let glyphs = Glyphs(style)
    let levels = glyphs.spark.count - 1
    let text = String(
      values.map { value -> Character in
        guard let value else { return " " }
        guard top > 0, value.isFinite else { return glyphs.spark[0] }
        return glyphs.spark[Int((max(0, value) / top * Double(levels)).rounded())]
      })
    return Paint.color(text, Paint.cyan, style)
  }

  /// The heat level 0…4 of a completion share; 0 only when nothing was done.
  static func level(_ share: Double) -> Int {
    guard share > 0 else { return 0 }
    if share >= 1 { return 4 }
    if share >= 0.66 { return 3 }
    if share >= 0.33 { return 2 }
    return 1
  }
}
