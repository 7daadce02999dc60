import SherpaCore

/// The day plan: one row per item with its progress bar, overdue marks and, for habits
/// whose streak is at risk, how many days are left before it breaks.
public struct TodayView: Sendable {
  public var day: LocalDay
  public var rows: [TodayRow]
  public var streak: Int
  /// False for another day's plan (`today --date`): titled by its weekday, and with no
  /// "do it today" or days-left notes, which only make sense today.
  public var isToday: Bool

  public init(day: LocalDay, rows: [TodayRow], streak: Int, isToday: Bool = true) {
    self.day = day
    self.rows = rows
    self.streak = streak
    self.isToday = isToday
  }

  public func render(style: RenderStyle) -> String { String(decoding: renderBytes(style: style), as: UTF8.self) }

  /// `render` as UTF-8 bytes, made from Strings and so valid: a command that writes them
  /// out as they are spares a long plan's check and copy into a String.
  public func renderBytes(style: RenderStyle) -> [UInt8] {
    let glyphs = Glyphs(style)
    let done = rows.filter { $0.isDone }.count
    let title = isToday ? "Today \(day)" : "\(day.weekdayAbbreviation) \(day)"
    let heading = Paint.bold(title, style) + "  \(done)/\(rows.count) done  streak \(streak)\n"
    guard !rows.isEmpty else {
      return Array((heading + "Nothing planned. Try: sherpa say \"add a habit to walk every day\"\n").utf8)
    }
    // The amount column is 11 wide, more when an amount needs it ("1/50 push-ups"); the
    // names give up that room only when a note needs the end of the line.
    let amounts = self.amounts()
    let amountWidth = min(max(Self.amountColumn, amounts.lazy.map { $0.count }.max() ?? 0), Self.amountColumn + 8)
    let notes = rows.map { note($0, style) }
    let noted = notes.contains { !$0.isEmpty }
    let names = Self.names(
      rows.map { $0.name }, width: style.width - (noted ? amountWidth - Self.amountColumn : 0), style: style)
    // The rows are written as bytes and made a String once: a long plan has thousands of
    // rows, and appending each piece (and each padded column) to a String took nearly
    // half of drawing them.
    var text = RowBytes(capacity: heading.utf8.count + rows.count * (style.width + 16))
    text.append(heading)
    var bars = Charts.Bars(columns: 10, style: style)
    for (index, row) in rows.enumerated() {
      let (amount, note) = (amounts[index], notes[index])
      let mark: String
      if row.isDone {
        mark = Paint.color(glyphs.done, Paint.greens[4], style)
      } else if row.skipped {
        mark = Paint.color(glyphs.skipped, Paint.yellow, style)
      } else if row.overdueDays > 0 {
        mark = Paint.color("!", Paint.red, style)
      } else {
        mark = style.unicode ? "○" : "o"
      }
      let share = row.target > 0 ? row.progress / row.target : 0
      text.append(" ")
      text.append(mark)
      text.append(" ")
      text.append(row.id, padded: 5)
      if let time = row.time {
        text.append(time.description)
        text.append(" ")
      } else {
        text.spaces(6)
      }
      text.append(names.shown[index], padded: names.columns)
      if Self.showsBars(style.width) {
        text.append(" ")
        text.append(bars.bar(share))
      }
      text.append(" ")
      text.append(amount, padded: amountWidth)
      // An amount that fills its column ("400/2000 ml") still leaves a space before the note.
      if !note.isEmpty && amount.count >= amountWidth { text.append(" ") }
      text.append(note)
      text.newline()
    }
    return text.bytes
  }

  /// What the rest of a row takes: mark, id, time, bar, amount and the longest note.
  static let otherColumns = 62
  /// The amount column's usual width ("4000/10000 s").
  static let amountColumn = 11

  /// Below this width the bars go (the amount still says how far along each row is),
  /// so a row with its note still fits 60 columns.
  static func showsBars(_ width: Int) -> Bool { width >= 72 }

  /// The names as shown in one column as wide as the terminal leaves (at least 8, and
  /// 20 even when no name needs it, so the bars line up as they always have), cut where
  /// they must be, and that column's width (the rows pad them to it). Names that would be
  /// cut to the same words keep their ends instead ("Review the alph…report 17"), so rows
  /// that differ only at the end stay apart.
  static func names(_ names: [String], width: Int, style: RenderStyle) -> (shown: [String], columns: Int) {
    let longest = names.lazy.map { $0.count }.max() ?? 0
    let room = width - otherColumns + (showsBars(width) ? 0 : 11)
    let columns = max(8, min(max(20, longest), room))
    // Only names longer than the column are cut; when none is, none can collide.
    guard longest > columns else { return (names, columns) }
    let clipped = names.map { Paint.clip($0, columns, style) }
    var seen: [String: Set<String>] = [:]
    for (name, cut) in zip(names, clipped) { seen[cut, default: []].insert(name) }
    let shown = zip(names, clipped).map { name, cut in
      (seen[cut]?.count ?? 0) > 1 ? Paint.clipMiddle(name, columns, style) : cut
    }
    return (shown, columns)
  }

  /// Each row's amount. A row whose amount is the row above's shares its String: most
  /// rows of a long plan read "0/1", and writing each afresh was a tenth of drawing it
  /// (callgrind).
  func amounts() -> [String] {
    var above: (progress: Double, target: Double, unit: String, text: String)?
    return rows.map { row in
      if let above, above.progress == row.progress, above.target == row.target, above.unit == row.unit {
        return above.text
      }
      let text = amount(row)
      above = (row.progress, row.target, row.unit, text)
      return text
    }
  }

  func amount(_ row: TodayRow) -> String {
    let unit = row.unit.isEmpty ? "" : " " + row.unit
    return NumberText.short(row.progress) + "/" + NumberText.short(row.target) + unit
  }

  func note(_ row: TodayRow, _ style: RenderStyle) -> String {
    if row.overdueDays > 0 { return Paint.color("overdue \(row.overdueDays)d", Paint.red, style) }
    if row.skipped { return "skipped" }
    guard row.kind == .habit, row.streak > 0 else { return "" }
    guard isToday else { return "streak \(row.streak)" }
    switch row.daysLeft {
    case 0?: return Paint.color("streak \(row.streak), do it today", Paint.yellow, style)
    case let days?: return "streak \(row.streak), \(days)d left"
    case nil: return "streak \(row.streak)"
    }
  }
}
