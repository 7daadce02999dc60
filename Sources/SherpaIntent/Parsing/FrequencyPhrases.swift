import SherpaCore

/// Counts per period, which are a target rather than a repeat rule: "twice a day"
/// (2 per day), "3 times a week", "once a month", "5 days a week", "3x per week".
enum FrequencyPhrases {
  static func find(in words: [String]) -> (target: Double, period: Period, range: Range<Int>)? {
    for index in words.indices {
      func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
      var count: Double?
      var next = index + 1
      switch words[index] {
      case "once": count = 1
      case "twice": count = 2
      case "thrice": count = 3
      default:
        if let value = NumberWords.digits(words[index]),
          ["times", "x", "days", "day", "sessions", "nights"].contains(at(index + 1))
        {
          count = value
          next = index + 2
        }
      }
      guard let target = count else { continue }
      guard ["a", "per", "each", "every"].contains(at(next)) else { continue }
      let period: Period
      switch at(next + 1) {
      case "day": period = .day
      case "week", "wk": period = .week
      case "month": period = .month
      default: continue
      }
      return (target, period, index..<(next + 2))
    }
    return nil
  }
}
