import GRDB

// The store runs the same few dozen statements on every turn. Compiling one costs more
// than running it (GRDB's authorizer visits every column), so fixed SQL goes through
// each connection's statement cache. SQL built at run time (IN lists) is not cached.

extension Row {
  static func fetchAll(cached db: Database, sql: String, arguments: StatementArguments = StatementArguments())
    throws -> [Row]
  {
    try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
  }

  static func fetchOne(cached db: Database, sql: String, arguments: StatementArguments = StatementArguments())
    throws -> Row?
  {
    try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
  }
}

extension DatabaseValueConvertible where Self: StatementColumnConvertible {
  static func fetchOne(cached db: Database, sql: String, arguments: StatementArguments = StatementArguments())
    throws -> Self?
  {
    try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
  }

  static func fetchAll(cached db: Database, sql: String, arguments: StatementArguments = StatementArguments())
    throws -> [Self]
  {
    try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
  }
}

extension Database {
  /// A row write (INSERT, UPDATE, DELETE) from the statement cache, stepped by SQLite
  /// directly (`step(_:_:row:)`).
  func execute(cached sql: String, arguments: StatementArguments = StatementArguments()) throws {
    try step(cachedStatement(sql: sql), arguments) { _ in true }
  }

  /// A statement GRDB must see run, from the statement cache: one that begins, commits
  /// or rolls back a transaction or savepoint, or a pragma.
  func execute(control sql: String) throws {
    try cachedStatement(sql: sql).execute()
  }
}
