#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>

/* The only calls into SQLite's C API outside GRDB. */

/* sqlite3_config is variadic: one wrapper per call shape. It must run before SQLite
   initialises (before the first connection opens); later it returns SQLITE_MISUSE. */

/* Turns off SQLite's memory statistics, which take a global mutex around every
   allocation and free. sherpa never reads them (sqlite3_memory_used, soft heap limits). */
static inline int csqlite_disable_memory_statistics(void) { return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }

/* Stepping a statement GRDB prepared and bound, and reading its current row by column
   position: the store's hot reads (see SherpaStore/Records/ColumnReader.swift). */
static inline int csqlite_step(sqlite3_stmt *statement) { return sqlite3_step(statement); }
static inline int csqlite_reset(sqlite3_stmt *statement) { return sqlite3_reset(statement); }
static inline int csqlite_row(void) { return SQLITE_ROW; }
static inline int csqlite_done(void) { return SQLITE_DONE; }
static inline int csqlite_column_is_null(sqlite3_stmt *statement, int column) {
  return sqlite3_column_type(statement, column) == SQLITE_NULL;
}
static inline sqlite3_int64 csqlite_column_int64(sqlite3_stmt *statement, int column) {
  return sqlite3_column_int64(statement, column);
}
static inline double csqlite_column_double(sqlite3_stmt *statement, int column) {
  return sqlite3_column_double(statement, column);
}
/* The column's UTF-8 text (NULL for a NULL) and its length in bytes. */
static inline const unsigned char *csqlite_column_text(sqlite3_stmt *statement, int column, int *count) {
  const unsigned char *text = sqlite3_column_text(statement, column);
  *count = text ? sqlite3_column_bytes(statement, column) : 0;
  return text;
}

#endif
