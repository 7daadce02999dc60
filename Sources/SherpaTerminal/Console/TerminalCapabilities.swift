/// Decides how output may look from the environment and flags: colour only on a
/// terminal without `NO_COLOR`/`--no-color`; ASCII with `--ascii` or a locale that is
/// not UTF-8; the width from `$COLUMNS`, else the terminal's own size, else 80 (a pipe).
public enum TerminalCapabilities {
  public static func style(
    environment: [String: String], isTTY: Bool, noColor: Bool, ascii: Bool, ttyColumns: Int? = nil
  ) -> RenderStyle {
    let colorAllowed = isTTY && !noColor && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    let unicode = !ascii && localeIsUTF8(environment)
    var width = 80
    if let columns = environment["COLUMNS"].flatMap(Int.init), (20...1000).contains(columns) {
      width = columns
    } else if isTTY, let columns = ttyColumns, (20...1000).contains(columns) {
      width = columns
    }
    return RenderStyle(color: colorAllowed, unicode: unicode, width: width)
  }

  /// The first of LC_ALL, LC_CTYPE, LANG that is set decides; unset everywhere counts as UTF-8
  /// (the usual default of modern systems and of CI containers).
  public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = environment[key], !value.isEmpty {
        let lowered = value.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
      }
    }
    return true
  }
}
