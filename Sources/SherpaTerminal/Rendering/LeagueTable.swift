import SherpaCore

/// The weekly ladder: rank, name, XP and streak days, your row marked, with lines where
/// promotion ends and demotion begins.
public enum LeagueTable {
  public static func render(_ ladder: LeagueLadder, style: RenderStyle) -> [String] {
    let glyphs = Glyphs(style)
    var lines = ["     #  " + Paint.pad("name", 16) + "     XP  streak"]
    for (index, entry) in ladder.entries.enumerated() {
      let rank = index + 1
      let mark = entry.isYou ? glyphs.you : " "
      let name = Paint.pad(Paint.clip(entry.isYou ? "you" : entry.name, 16, style), 16)
      var row = "  \(mark) " + leftPad(String(rank), 2) + "  " + name + " " + leftPad(String(entry.xp), 6)
      row += "  " + leftPad(String(entry.streakDays), 6)
      if entry.isYou {
        row = Paint.bold(row, style)
      } else if rank <= LeagueLadder.promoteThrough {
        row = Paint.color(row, Paint.greens[3], style)
      } else if rank > LeagueLadder.stayThrough {
        row = Paint.color(row, Paint.grey, style)
      }
      lines.append(row)
      if rank == LeagueLadder.promoteThrough {
        lines.append(divider(style.unicode ? "▲ promotion" : "^ promotion", glyphs))
      } else if rank == LeagueLadder.stayThrough {
        lines.append(divider(style.unicode ? "▼ demotion" : "v demotion", glyphs))
      }
    }
    return lines
  }

  static func divider(_ label: String, _ glyphs: Glyphs) -> String {
    "  " + String(repeating: glyphs.rule, count: 4) + " " + label + " " + String(repeating: glyphs.rule, count: 20)
  }

  static func leftPad(_ text: String, _ columns: Int) -> String {
    text.count >= columns ? text : String(repeating: " ", count: columns - text.count) + text
  }
}
