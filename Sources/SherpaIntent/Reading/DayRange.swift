/// "mon-fri", "Tue–Thu": two day names joined by a dash are every day from the first to
/// the second. The scanner drops the dash (so the model's words stay as they are), and
/// the recurrence reader then sees two days; this reads the range back from the raw text.
enum DayRange {
  /// The days from the first to the second (through the week's end when the second comes
  /// first: "fri-mon" is Friday to Monday), when `raw` joins exactly `days` by a dash.
  static func expanded(_ days: [Int], raw: String) -> [Int]? {
    guard days.count == 2, let range = said(in: raw), Set([range.from, range.to]) == Set(days) else { return nil }
    var day = range.from
    var out = [day]
    while day != range.to {
      day = day % 7 + 1
      out.append(day)
    }
    return out.sorted()
  }

  /// The first "day-day" in `raw`: its two weekdays (1 = Monday).
  static func said(in raw: String) -> (from: Int, to: Int)? {
    let scalars = Array(raw.lowercased().unicodeScalars.prefix(Scanner.maxScalars))
    for (index, scalar) in scalars.enumerated() where ["-", "\u{2013}", "\u{2014}"].contains(scalar) {
      var start = index
      while start > 0, scalars[start - 1].properties.isAlphabetic { start -= 1 }
      var end = index + 1
      while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
      let before = String(String.UnicodeScalarView(scalars[start..<index]))
      let after = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
      if let from = Lexicon.weekdays[before], let to = Lexicon.weekdays[after] { return (from, to) }
    }
    return nil
  }
}
