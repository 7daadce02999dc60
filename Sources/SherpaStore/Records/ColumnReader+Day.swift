import SherpaCore
import SherpaSQLite

extension ColumnReader {
  /// A `YYYY-MM-DD` column read straight from SQLite's bytes, without a String between.
  func day(_ index: Int32) throws -> LocalDay {
    guard let day = withUTF8(index, { LocalDay(utf8: $0) }) else {
      throw StoreError.database(detail: "bad day \(text(index)) in a day column")
    }
    return day
  }
}
