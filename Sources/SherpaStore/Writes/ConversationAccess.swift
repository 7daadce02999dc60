import Foundation
import GRDB
import SherpaCore

/// Writes that belong to no turn and are never undone: the chat log, the pending
/// proposal, the LLM cache and usage, and settings.
extension ConversationAccess {
  /// How many chat lines the store keeps: years of conversation, but not without end.
  public static var chatLogLimit: Int { 50_000 }

  /// Appends a chat line, dropping the oldest beyond the last `keeping` lines.
  @discardableResult
  public func appendChat(_ entry: ChatEntry, keeping: Int = chatLogLimit) throws -> ChatEntry {
    // The trimming after the line is only housekeeping: if it failed, the line stays.
    try writeOutsideTurns(oneStatement: true) { db in
      var entry = entry
      try db.execute(
        cached: "INSERT INTO chat_log (at, text, source, intent, reply, applied) VALUES (?, ?, ?, ?, ?, ?)",
        arguments: [Instant.text(entry.at), entry.text, entry.source, entry.intent, entry.reply, entry.appliedJSON])
      entry.id = db.lastInsertedRowID
      let oldest = db.lastInsertedRowID - Int64(max(1, keeping))
      if oldest > 0 { try db.execute(cached: "DELETE FROM chat_log WHERE id <= ?", arguments: [oldest]) }
      return entry
    }
  }

  /// The last `count` chat lines, oldest first.
  public func chatLog(last count: Int) throws -> [ChatEntry] {
    try read { db in
      try Row.fetchAll(cached: db, sql: "SELECT * FROM chat_log ORDER BY id DESC LIMIT ?", arguments: [count])
        .reversed().map {
          ChatEntry(
            id: $0["id"], at: try Rows.instant($0, "at"), text: $0["text"], source: $0["source"], intent: $0["intent"],
            reply: $0["reply"], appliedJSON: $0["applied"])
        }
    }
  }

  /// Keeps one proposal waiting for ten minutes, replacing any other.
  public func savePending(json: String, at: Date) throws {
    try writeOutsideTurns { db in
      try db.execute(
        cached: "INSERT OR REPLACE INTO pending_proposals (id, proposal, created_at, expires_at) VALUES (1, ?, ?, ?)",
        arguments: [json, Instant.text(at), Instant.text(at.addingTimeInterval(PendingProposal.lifetime))])
    }
  }

  /// The waiting proposal, unless it expired by `now`.
  public func loadPending(now: Date) throws -> PendingProposal? {
    try lastPending().flatMap { $0.expiresAt > now ? $0 : nil }
  }

  /// The last proposal kept, expired or not (an expired one stays until the next is
  /// kept or it is cleared, so a late "yes" can be told what it was).
  public func lastPending() throws -> PendingProposal? {
    try read { db in
      // Asked on every turn, and nearly always empty: read through the plain stepper.
      let sql = "SELECT proposal, created_at, expires_at FROM pending_proposals WHERE id = 1"
      let proposal = try db.fetchOne(columns: sql) { row in
        PendingProposal(
          json: row.text(0), createdAt: try Rows.instant(row.text(1), in: "created_at"),
          expiresAt: try Rows.instant(row.text(2), in: "expires_at"))
      }
      return proposal
    }
  }

  public func clearPending() throws {
    try writeOutsideTurns { db in try db.execute(cached: "DELETE FROM pending_proposals") }
  }

  /// A cached LLM response no older than `maxAge` at `now`.
  public func cachedResponse(key: String, now: Date, maxAge: TimeInterval = 60) throws -> String? {
    try read { db in
      guard let row = try Row.fetchOne(cached: db, sql: "SELECT * FROM llm_cache WHERE key = ?", arguments: [key])
      else {
        return nil
      }
      let stored = try Rows.instant(row, "stored_at")
      return now.timeIntervalSince(stored) <= maxAge && now >= stored ? row["response"] : nil
    }
  }

  /// Caches a response, dropping entries older than a day.
  public func putCache(key: String, response: String, at: Date) throws {
    try writeOutsideTurns { db in
      try db.execute(
        cached: "INSERT OR REPLACE INTO llm_cache (key, response, stored_at) VALUES (?, ?, ?)",
        arguments: [key, response, Instant.text(at)])
      try db.execute(
        cached: "DELETE FROM llm_cache WHERE stored_at < ?", arguments: [Instant.text(at.addingTimeInterval(-86_400))])
    }
  }

  /// Adds to the day's LLM use and returns the new totals.
  @discardableResult
  public func addUsage(day: LocalDay, messages: Int, tokens: Int) throws -> LLMUsage {
    try writeOutsideTurns { db in
      try db.execute(
        cached: """
          INSERT INTO llm_usage (day, messages, tokens) VALUES (?, ?, ?)
          ON CONFLICT(day) DO UPDATE SET messages = messages + excluded.messages, tokens = tokens + excluded.tokens
          """, arguments: [day.description, max(0, messages), max(0, tokens)])
      return try Self.usage(db, day: day)
    }
  }

  public func usage(day: LocalDay) throws -> LLMUsage {
    try read { db in try Self.usage(db, day: day) }
  }

  /// A setting or mark (`joined_at`, `last_checkin_day`, `last_season_week` …).
  public func meta(_ key: String) throws -> String? {
    try read { db in
      try String.fetchOne(cached: db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key])
    }
  }

  /// Sets a setting or mark; nil removes it.
  public func setMeta(_ key: String, _ value: String?) throws {
    try writeOutsideTurns { db in
      if let value {
        try db.execute(cached: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
      } else {
        try db.execute(cached: "DELETE FROM meta WHERE key = ?", arguments: [key])
      }
    }
  }

  public func meta(_ key: MetaKey) throws -> String? { try meta(key.rawValue) }

  public func setMeta(_ key: MetaKey, _ value: String?) throws { try setMeta(key.rawValue, value) }

  private static func usage(_ db: Database, day: LocalDay) throws -> LLMUsage {
    let row = try Row.fetchOne(cached: db, sql: "SELECT * FROM llm_usage WHERE day = ?", arguments: [day.description])
    return LLMUsage(messages: row?["messages"] ?? 0, tokens: row?["tokens"] ?? 0)
  }
}
