import Foundation
import SherpaCore
import SherpaStore

/// The text rules of RFC 5545: escaped TEXT values, CRLF line ends, content lines folded
/// at 75 octets (never inside a UTF-8 character), and the DATE / DATE-TIME forms.
enum ICSText {
  /// A TEXT value: backslash, semicolon and comma escaped, a line break as `\n`, every
  /// other control character dropped (stored text never reaches a calendar raw).
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": out += "\\n"
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// One content line folded: at most 75 octets per physical line, continuation lines
  /// starting with a space, each ending in CRLF.
  static func fold(_ line: String) -> String {
    var out = ""
    var width = 0
    for scalar in line.unicodeScalars {
      let size = String(scalar).utf8.count
      if width + size > 75 {
        out += "\r\n "
        width = 1
      }
      out.unicodeScalars.append(scalar)
      width += size
    }
    return out + "\r\n"
  }

  /// `20261123` (a DATE).
  static func date(_ day: LocalDay) -> String {
    pad(day.year, 4) + pad(day.month, 2) + pad(day.day, 2)
  }

  /// `20261123T073000` (a local DATE-TIME, read in the TZID given beside it).
  static func local(_ day: LocalDay, _ time: LocalTime) -> String {
    date(day) + "T" + pad(time.hour, 2) + pad(time.minute, 2) + "00"
  }

  /// `20261123T123000Z` (a UTC DATE-TIME).
  static func utc(_ instant: Date) -> String {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    let days = Int((Double(seconds) / 86_400).rounded(.down))
    let rest = seconds - days * 86_400
    return date(LocalDay(ordinal: days)) + "T" + pad(rest / 3600, 2) + pad(rest / 60 % 60, 2) + pad(rest % 60, 2) + "Z"
  }

  /// `-0500` (a UTC-OFFSET).
  static func offset(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let minutes = abs(seconds) / 60
    return sign + pad(minutes / 60, 2) + pad(minutes % 60, 2)
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
