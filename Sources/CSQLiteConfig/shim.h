#ifndef CSQLITECONFIG_SHIM_H
#define CSQLITECONFIG_SHIM_H
#include <sqlite3.h>

/* sqlite3_config is variadic: one wrapper per call shape. It must run before SQLite
   initialises (before the first connection opens); later it returns SQLITE_MISUSE. */

/* Turns off SQLite's memory statistics, which take a global mutex around every
   allocation and free. sherpa never reads them (sqlite3_memory_used, soft heap limits). */
static inline int csqlite_disable_memory_statistics(void) { return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }

#endif
