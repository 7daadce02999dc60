/// A point in time as a local day and minutes since its midnight.
struct Moment: Comparable {
  var day: LocalDay
  var minute: Int
  static func < (lhs: Moment, rhs: Moment) -> Bool { (lhs.day, lhs.minute) < (rhs.day, rhs.minute) }
}
