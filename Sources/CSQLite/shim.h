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

/* SQLite's pre-update hook: a callback for every row an INSERT, UPDATE or DELETE is
   about to change, with the row's old values, and the binding of what reverses the
   change into the undo log (sherpa's undo log, SherpaStore/Undo/UndoRecorder.swift). Debian's SQLite is built with SQLITE_ENABLE_PREUPDATE_HOOK, but
   its header declares these only when the macro is set where it is included. */
typedef void (*csqlite_change_callback)(void *context, sqlite3 *db, int operation, const char *database,
                                        const char *table, sqlite3_int64 old_rowid, sqlite3_int64 new_rowid);
SQLITE_API void *sqlite3_preupdate_hook(sqlite3 *db, csqlite_change_callback callback, void *context);
SQLITE_API int sqlite3_preupdate_old(sqlite3 *db, int column, sqlite3_value **value);
SQLITE_API int sqlite3_preupdate_count(sqlite3 *db);

static inline void csqlite_watch_changes(sqlite3 *db, csqlite_change_callback callback, void *context) {
  sqlite3_preupdate_hook(db, callback, context);
}
static inline int csqlite_insert(void) { return SQLITE_INSERT; }
static inline int csqlite_delete(void) { return SQLITE_DELETE; }
static inline int csqlite_update(void) { return SQLITE_UPDATE; }
/* How many columns the changing row has, inside the callback. */
static inline int csqlite_changing_columns(sqlite3 *db) { return sqlite3_preupdate_count(db); }
/* A copy of the changing row's old value in `column`, which outlives the callback (NULL
   for SQL NULL, or when SQLite cannot give it); free it with csqlite_value_free. */
static inline sqlite3_value *csqlite_old_value_copy(sqlite3 *db, int column) {
  sqlite3_value *value = 0;
  if (sqlite3_preupdate_old(db, column, &value) != SQLITE_OK || !value || sqlite3_value_type(value) == SQLITE_NULL)
    return 0;
  return sqlite3_value_dup(value);
}
static inline void csqlite_value_free(sqlite3_value *value) { sqlite3_value_free(value); }

/* Binding a statement's parameters (1-based) for a row write stepped with csqlite_step. */
static inline int csqlite_bind_int64(sqlite3_stmt *statement, int index, sqlite3_int64 value) {
  return sqlite3_bind_int64(statement, index, value);
}
/* A copied value, or SQL NULL for none; bound exactly as SQLite holds it. */
static inline int csqlite_bind_value(sqlite3_stmt *statement, int index, const sqlite3_value *value) {
  return value ? sqlite3_bind_value(statement, index, value) : sqlite3_bind_null(statement, index);
}
/* NUL-terminated UTF-8 text, copied by SQLite. */
static inline int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text) {
  return sqlite3_bind_text(statement, index, text, -1, SQLITE_TRANSIENT);
}
static inline int csqlite_ok(void) { return SQLITE_OK; }

#endif
