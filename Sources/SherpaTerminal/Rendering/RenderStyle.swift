/// How pictures and replies may be drawn on this output: with colour or not, Unicode or
/// ASCII only, and how many columns fit. Decided once at the edge (from `--no-color`,
/// `NO_COLOR`, `--ascii`, the locale, `$COLUMNS` and whether stdout is a terminal) and
/// passed to every view, so golden tests can draw each style at a fixed width.
public struct RenderStyle: Sendable, Hashable {
  public var color: Bool
  public var unicode: Bool
  public var width: Int

  public init(color: Bool, unicode: Bool, width: Int = 80) {
    self.color = color
    self.unicode = unicode
    self.width = width
  }

  /// No colour, Unicode, 80 columns: pipes, `--json` side text and most tests.
  public static let plain = RenderStyle(color: false, unicode: true, width: 80)
  /// Colour and Unicode at 80 columns.
  public static let rich = RenderStyle(color: true, unicode: true, width: 80)
  /// ASCII only, no colour.
  public static let ascii = RenderStyle(color: false, unicode: false, width: 80)
}
