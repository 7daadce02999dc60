/// Why a rule cannot be used, in words a person can act on.
public enum RecurrenceError: Error, Sendable, Equatable, CustomStringConvertible {
  case intervalTooSmall(Int)
  case tooLarge(Int)
  case badWeekday(Int)
  case badMonthDay(Int)
  case badNth(Int)
  case endsBeforeStart(end: LocalDay, start: LocalDay)
  case zeroCount
  case monthDaysNeedMonthly(Recurrence.Frequency)

  public var description: String {
    switch self {
    case .intervalTooSmall(let n): "the interval must be 1 or more, not \(n)"
    case .tooLarge(let n): "\(n) is more than the \(Limits.count) a rule may count"
    case .badWeekday(let day): "weekday \(day) does not exist (1 = Monday … 7 = Sunday)"
    case .badMonthDay(let day): "day \(day) of a month does not exist (1…31, or -1 for the last day)"
    case .badNth(let n):
      "there is no \(n > 0 ? Recurrence.ordinal(n) : "number \(n)") weekday in a month (1st…5th, last or second to last)"
    case .endsBeforeStart(let end, let start): "the rule ends on \(end), before it starts on \(start)"
    case .zeroCount: "a rule that ends after 0 times never happens; give a count of 1 or more"
    case .monthDaysNeedMonthly(let freq):
      "days of the month and nth weekdays need a monthly rule, not \(freq == .none ? "one that does not repeat" : freq.rawValue)"
    }
  }
}

extension Recurrence {
  /// Checks every field is in range and the end is not before `start`.
  public func validate(start: LocalDay) throws(RecurrenceError) {
    guard interval >= 1 else { throw .intervalTooSmall(interval) }
    guard interval <= Limits.count else { throw .tooLarge(interval) }
    for day in byWeekdays where !(1...7).contains(day) { throw .badWeekday(day) }
    if freq != .monthly && !(byMonthDays.isEmpty && byNthWeekday.isEmpty) { throw .monthDaysNeedMonthly(freq) }
    for day in byMonthDays where !((1...31).contains(day) || day == -1) { throw .badMonthDay(day) }
    for nth in byNthWeekday {
      guard (1...5).contains(nth.n) || nth.n == -1 || nth.n == -2 else { throw .badNth(nth.n) }
      guard (1...7).contains(nth.weekday) else { throw .badWeekday(nth.weekday) }
    }
    switch end {
    case .never: break
    case .onDate(let last): if last < start { throw .endsBeforeStart(end: last, start: start) }
    case .afterCount(let count):
      if count < 1 { throw .zeroCount }
      if count > Limits.count { throw .tooLarge(count) }
    }
  }
}
