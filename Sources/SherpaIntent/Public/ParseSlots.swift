import SherpaCore

/// The slots of a parse, by CLI.md's names. Absent slots are `nil` and left out of the
/// JSON; amounts are already converted to the unit written in `unit` ("2 litres" is
/// 2000 ml). `position` is 1-based, with -1 meaning the end of the list.
public struct ParseSlots: Sendable, Hashable, Encodable {
  public var kind: ItemKind?
  public var name: String?
  public var unit: Unit?
  public var amount: Double?
  public var target: Double?
  public var period: Period?
  public var recurrence: Recurrence?
  public var startDate: LocalDay?
  public var date: LocalDay?
  public var time: LocalTime?
  public var note: String?
  public var position: Int?
  public var minutes: Int?
  public var score: Int?
  public var title: String?
  /// What a new count item counts, as said ("pages"); nil for plain times.
  public var countLabel: String?

  public init() {}

  enum CodingKeys: String, CodingKey {
    case kind, name, unit, amount, target, period, recurrence, date, time, note, position, minutes, score, title
    case startDate = "start_date"
    case countLabel = "count_label"
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(kind, forKey: .kind)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(unit, forKey: .unit)
    try c.encodeIfPresent(amount, forKey: .amount)
    try c.encodeIfPresent(target, forKey: .target)
    try c.encodeIfPresent(period, forKey: .period)
    try c.encodeIfPresent(recurrence, forKey: .recurrence)
    try c.encodeIfPresent(startDate, forKey: .startDate)
    try c.encodeIfPresent(date, forKey: .date)
    try c.encodeIfPresent(time, forKey: .time)
    try c.encodeIfPresent(note, forKey: .note)
    try c.encodeIfPresent(position, forKey: .position)
    try c.encodeIfPresent(minutes, forKey: .minutes)
    try c.encodeIfPresent(score, forKey: .score)
    try c.encodeIfPresent(title, forKey: .title)
    try c.encodeIfPresent(countLabel, forKey: .countLabel)
  }
}
