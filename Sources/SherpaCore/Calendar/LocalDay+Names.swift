/// English names of a day's weekday and month, for replies, views and the model's context.
extension LocalDay {
  public static let weekdayAbbreviations = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  public static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  public static let monthAbbreviations = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  public static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// "Tue".
  public var weekdayAbbreviation: String { Self.weekdayAbbreviations[weekday - 1] }
  /// "Tuesday".
  public var weekdayName: String { Self.weekdayNames[weekday - 1] }
  /// "Nov".
  public var monthAbbreviation: String { Self.monthAbbreviations[month - 1] }
  /// "November".
  public var monthName: String { Self.monthNames[month - 1] }
}
