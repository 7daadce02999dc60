/// Small pictures: progress bars and sparklines.
public enum Charts {
  /// A bar of `columns` cells filled to `fraction` (0…1, clamped).
  public static func bar(_ fraction: Double, columns: Int, style: RenderStyle) -> String {
    let glyphs = Glyphs(style)
    let share = fraction.isFinite ? min(1, max(0, fraction)) : 0
    let filled = Int((share * Double(columns)).rounded())
    let full = Paint.repeated(glyphs.barFull, filled)
    let empty = Paint.repeated(glyphs.barEmpty, columns - filled)
    let code = share >= 1 ? Paint.greens[4] : Paint.greens[2]
    let body = Paint.color(full, code, style) + Paint.color(empty, Paint.greens[0], style)
    return style.unicode ? body : "[" + body + "]"
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
