import SherpaCore

/// The journal: past days newest first, each with its fulfilment and note and the day's
/// reflections; a day without a note is a faded line. Ends with the fulfilment sparkline
/// and its average.
public struct JournalView: Sendable {
  public var page: JournalPage
  public var today: LocalDay

  public init(page: JournalPage, today: LocalDay) {
    self.page = page
    self.today = today
  }

  public func render(style: RenderStyle) -> String {
    let span = page.days.count == 1 ? "today" : "the last \(page.days.count) days (newest first)"
    var lines = [Paint.bold("Journal", style) + ", " + span]
    let indent = String(repeating: " ", count: 12)
    for entry in page.days {
      let date = Paint.pad(Self.date(entry.day), 12)
      if let note = entry.note, let score = entry.fulfilment {
        let text = Sanitizer.clean(note, keepNewlines: false)
        let head =
          date + "\(score < 10 ? " " : "")\(score)/10 " + Charts.bar(Double(score) / 10, columns: 10, style: style)
        lines.append(head + (text.isEmpty ? "" : "  " + Paint.clip(text, max(10, style.width - 40), style)))
      } else {
        var text = date + (style.unicode ? "· no note" : "- no note")
        if !entry.locked { text += " yet — \"end of day 7 out of 10 …\"" }
        lines.append(faded(text, style))
      }
      for reflection in entry.reflections {
        var text = indent + reflection.kind.rawValue
        if let sleep = reflection.sleepQuality { text += ", sleep \(sleep)/5" }
        if let note = reflection.note, !note.isEmpty { text += ": " + Sanitizer.clean(note, keepNewlines: false) }
        lines.append(Paint.color(Paint.clip(text, style.width, style), Paint.grey, style))
      }
    }
    let scores = page.days.reversed().map { Double($0.fulfilment ?? 0) }
    if let average = page.averageFulfilment {
      lines.append("")
      lines.append(
        "fulfilment  " + Charts.sparkline(scores, floor: 10, style: style) + "  average "
          + NumberText.tenths(average) + "/10")
    }
    return lines.joined(separator: "\n")
  }

  func faded(_ text: String, _ style: RenderStyle) -> String {
    style.color ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
  }

  /// "Mon 23 Nov".
  static func date(_ day: LocalDay) -> String {
    "\(day.weekdayAbbreviation) \(day.day) \(day.monthAbbreviation)"
  }

}
