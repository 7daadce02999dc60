/// The settings and marks the store keeps in `meta`, never undone.
public enum MetaKey: String, Sendable, CaseIterable {
  /// When the person first used sherpa (a UTC instant); league ties use it.
  case joinedAt = "joined_at"
  /// The last day the daily check-in greeted them (`YYYY-MM-DD`).
  case lastCheckInDay = "last_checkin_day"
  /// The Monday of the last league week played out (`YYYY-MM-DD`).
  case lastSeasonWeek = "last_season_week"
}
