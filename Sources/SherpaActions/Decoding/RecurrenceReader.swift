import SherpaCore

/// Reads a recurrence in CLI.md's JSON shape strictly (keys that do not apply may be
/// left out; unknown keys are refused).
enum RecurrenceReader {
  static func read(_ value: JSONValue, path: String) throws(ActionError) -> Recurrence {
    var r = try ObjectReader(value, path: path)
    let freq = try r.choice("freq", Recurrence.Frequency.self)
    let interval = try r.optionalInteger("interval") ?? 1
    guard interval >= 1 else { throw .outOfRange(path: r.keyPath("interval"), detail: "must be at least 1") }
    let weekdays = try integers(&r, "by_weekdays")
    if let bad = weekdays.first(where: { !(1...7).contains($0) }) {
      throw .outOfRange(path: r.keyPath("by_weekdays"), detail: "\(bad) is not a weekday 1…7")
    }
    let monthDays = try integers(&r, "by_month_days")
    if let bad = monthDays.first(where: { $0 != -1 && !(1...31).contains($0) }) {
      throw .outOfRange(path: r.keyPath("by_month_days"), detail: "\(bad) is not a day 1…31 or -1")
    }
    var nth: [NthWeekday] = []
    if let list = try r.optionalValue("by_nth_weekday") {
      guard case .array(let elements) = list else {
        throw .wrongType(path: r.keyPath("by_nth_weekday"), expected: "an array", found: list.typeName)
      }
      for (index, element) in elements.enumerated() {
        var e = try ObjectReader(element, path: r.keyPath("by_nth_weekday[\(index)]"))
        let n = try e.integer("n")
        let weekday = try e.integer("weekday")
        try e.finish()
        guard [1, 2, 3, 4, 5, -1, -2].contains(n), (1...7).contains(weekday) else {
          throw .outOfRange(path: e.path, detail: "n must be 1…5, -1 or -2 and weekday 1…7")
        }
        nth.append(NthWeekday(n: n, weekday: weekday))
      }
    }
    var afterCompletion = false
    if let flag = try r.optionalValue("after_completion") {
      guard case .bool(let value) = flag else {
        throw .wrongType(path: r.keyPath("after_completion"), expected: "a boolean", found: flag.typeName)
      }
      afterCompletion = value
    }
    var end = RecurrenceEnd.never
    if let endValue = try r.optionalValue("end") { end = try readEnd(endValue, path: r.keyPath("end")) }
    try r.finish()
    return Recurrence(
      freq: freq, interval: interval, byWeekdays: weekdays, byMonthDays: monthDays, byNthWeekday: nth,
      afterCompletion: afterCompletion, end: end)
  }

  private static func integers(_ r: inout ObjectReader, _ key: String) throws(ActionError) -> [Int] {
    guard let value = try r.optionalValue(key) else { return [] }
    guard case .array(let elements) = value else {
      throw .wrongType(path: r.keyPath(key), expected: "an array", found: value.typeName)
    }
    var result: [Int] = []
    for (index, element) in elements.enumerated() {
      result.append(try ObjectReader.integer(element, path: r.keyPath(key + "[\(index)]")))
    }
    return result
  }

  private static func readEnd(_ value: JSONValue, path: String) throws(ActionError) -> RecurrenceEnd {
    var r = try ObjectReader(value, path: path)
    let end: RecurrenceEnd
    switch try r.string("type") {
    case "never": end = .never
    case "on_date": end = .onDate(try r.day("date"))
    case "after_count":
      let count = try r.integer("count")
      guard count >= 1 else { throw .outOfRange(path: r.keyPath("count"), detail: "must be at least 1") }
      end = .afterCount(count)
    case let other:
      throw .invalidValue(path: r.keyPath("type"), detail: "\"\(other)\" is not never, on_date or after_count")
    }
    try r.finish()
    return end
  }
}
