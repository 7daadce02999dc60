/// What an import did: how many records of each kind it added, which ids it had to
/// renumber because the store already used them, and which keyed records it kept from
/// the store instead (a merge never overwrites).
public struct ImportReport: Sendable, Hashable, Codable {
  /// Records added, by export array name (`items`, `instances` …).
  public var added: [String: Int] = [:]
  /// Old id → new id, for records whose id was taken.
  public var renumbered: [String: String] = [:]
  /// Days or keys already in the store, left as they were (`day_records 2026-11-23`).
  public var kept: [String] = []

  public init() {}
}
