import GRDB

extension Database {
  /// Inserts one row into `table` and returns its id: the record's own id when it has
  /// one (`keeping` > 0, an import keeping the export's ids), else the one SQLite gives.
  /// `columns` are the row's columns but the id, in the order of `arguments`.
  func insertRow(into table: String, columns: String, keeping id: Int64, _ arguments: StatementArguments) throws
    -> Int64
  {
    let marks = Array(repeating: "?", count: columns.split(separator: ",").count).joined(separator: ", ")
    guard id > 0 else {
      try execute(cached: "INSERT INTO \(table) (\(columns)) VALUES (\(marks))", arguments: arguments)
      return lastInsertedRowID
    }
    try execute(cached: "INSERT INTO \(table) (id, \(columns)) VALUES (?, \(marks))", arguments: [id] + arguments)
    return id
  }
}
