import GRDB

/// The store's migrations, append-only: a landed migration is never edited; a change is
/// a new migration after the others. Up to v7 each one that altered a table re-installed
/// that table's undo triggers; since v8 there are none (`UndoRecorder`).
enum Schema {
  /// Tables whose rows a turn may change and `undoLastTurn` restores.
  static let undoneTables = [
    "item_groups", "items", "instances", "increments", "goals", "goal_items", "milestones", "routines",
    "routine_steps", "routine_runs", "reflections", "end_of_day_notes", "focus_sessions", "xp_events",
    "day_records", "league_standings", "achievements",
  ]

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for (identifier, migrate) in migrations { migrator.registerMigration(identifier, migrate: migrate) }
    return migrator
  }

  /// What a new, empty file gets: the schema the migrations build, in one go, marked as
  /// migrated. It skips the undo triggers (v1's, v4's and v7's), which v8 drops anyway,
  /// and creates `undo_log` with the columns v4 and v7 add: writing those triggers and
  /// then rewriting them, or adding 25 columns one by one (SQLite reads the whole schema
  /// again after each), was most of the cost of creating a store (every transcript
  /// replay and new home creates one). A test holds the two ways to the same schema.
  static func createFresh(_ db: Database) throws {
    // Written with v5's inline checks from the start (a connection that rewrites a
    // table's text may go on with the old compiled checks, and this one stays open).
    let undoLog = "ON DELETE CASCADE, sql TEXT NOT NULL);"
    let slots = (0..<UndoTriggers.valueSlots).map { ", v\($0)" }.joined()
    try db.execute(
      sql: InlineChecks.inlined(v1).replacingOccurrences(
        of: undoLog, with: "ON DELETE CASCADE, sql TEXT NOT NULL, op TEXT\(slots));"))
    try UndoTriggers.$buildingFresh.withValue(true) {
      for (_, migrate) in migrations.dropFirst() { try migrate(db) }
    }
    try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
    for (identifier, _) in migrations {
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier])
    }
  }

  /// The migrations in order, each with what it does to a store that has the ones before.
  private static let migrations: [(String, @Sendable (Database) throws -> Void)] = [
    (
      "v1-everything",
      { db in
        try db.execute(sql: v1)
        try UndoTriggers.installLiteralSQL(db, tables: undoneTables)
      }
    ),
    // Range reads (streaks, stats, the day plan) select every column an instance has by
    // day; with the values in the index they come from a few adjacent index pages instead
    // of one table lookup per row scattered over five years of history.
    (
      "v2-instances-by-day-covering",
      { db in
        try db.execute(
          sql: """
            DROP INDEX instances_day;
            CREATE INDEX instances_day ON instances(day, item_id, progress, skipped, note, position);
            """)
      }
    ),
    // The item list is kept in memory between reads (ItemCache); this counter, raised
    // by every change to `items`, tells whether it is still current.
    (
      "v3-items-version",
      { db in
        try db.execute(
          sql: """
            CREATE TABLE items_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
            INSERT INTO items_version (id, version) VALUES (1, 0);
            CREATE TRIGGER items_version_insert AFTER INSERT ON items
              BEGIN UPDATE items_version SET version = version + 1 WHERE id = 1; END;
            CREATE TRIGGER items_version_update AFTER UPDATE ON items
              BEGIN UPDATE items_version SET version = version + 1 WHERE id = 1; END;
            CREATE TRIGGER items_version_delete AFTER DELETE ON items
              BEGIN UPDATE items_version SET version = version + 1 WHERE id = 1; END;
            """)
      }
    ),
    // Undo entries become a cached parameterised statement and its old values
    // (UndoTriggers): undoing a turn no longer compiles each reversing statement, and
    // with it the table's triggers, afresh. Entries logged before stay replayable.
    (
      "v4-undo-parameters",
      { db in
        // A new store's undo_log is created with it (createFresh).
        if try !db.columns(in: "undo_log").contains(where: { $0.name == "op" }) {
          try db.execute(sql: "ALTER TABLE undo_log ADD COLUMN op TEXT")
        }
        try UndoTriggers.install(db, tables: undoneTables)
      }
    ),
    // CHECK constraints with a list of values test it inline instead of building an
    // index of the list for every row written (InlineChecks).
    ("v5-inline-check-lists", { db in try InlineChecks.apply(db) }),
    // What a count counts, as said ("pages" in "read 20 pages"); NULL for plain times.
    // Tests that write an older store with today's code add the column first.
    (
      "v6-items-count-label",
      { db in
        if try !db.columns(in: "items").contains(where: { $0.name == "count_label" }) {
          try db.execute(sql: "ALTER TABLE items ADD COLUMN count_label TEXT")
        }
        try UndoTriggers.install(db, tables: ["items"])
      }
    ),
    // Undo entries keep their old values in columns of their own (UndoTriggers): undoing
    // a turn compiles no statement (v4's entries compiled a SELECT of literals for every
    // row undone). Entries logged before stay replayable.
    ("v7-undo-values", { db in try UndoTriggers.installValues(db, tables: undoneTables) }),
    // The store writes the undo entries itself, from SQLite's pre-update hook
    // (UndoRecorder), in v7's shape: the triggers go, which SQLite parsed on every open and
    // compiled into every statement that writes. Entries logged before stay replayable.
    ("v8-undo-recorder", { db in try UndoTriggers.drop(db) }),
  ]

  private static let v1 = """
    CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
    CREATE TABLE turns (
      id INTEGER PRIMARY KEY, label TEXT NOT NULL, undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)));
    CREATE TABLE undo_state (id INTEGER PRIMARY KEY CHECK (id = 1), current_turn INTEGER REFERENCES turns(id));
    INSERT INTO undo_state (id, current_turn) VALUES (1, NULL);
    CREATE TABLE undo_log (
      id INTEGER PRIMARY KEY, turn_id INTEGER NOT NULL REFERENCES turns(id) ON DELETE CASCADE, sql TEXT NOT NULL);
    CREATE INDEX undo_log_turn ON undo_log(turn_id);

    CREATE TABLE item_groups (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      required INTEGER NOT NULL DEFAULT 1 CHECK (required >= 1));
    CREATE TABLE items (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('habit', 'task')),
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND name = trim(name)),
      icon TEXT, category TEXT, color TEXT,
      unit TEXT NOT NULL CHECK (unit IN ('count', 'sec', 'min', 'hours', 'km', 'steps', 'kcal', 'g', 'ml', 'oz')),
      target REAL NOT NULL CHECK (target > 0),
      period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
      step REAL NOT NULL CHECK (step > 0),
      recurrence TEXT NOT NULL CHECK (json_valid(recurrence)),
      start_date TEXT NOT NULL CHECK (length(start_date) = 10),
      time TEXT CHECK (time IS NULL OR length(time) = 5),
      time_slot TEXT CHECK (time_slot IS NULL OR time_slot IN
        ('after_wake', 'morning', 'during_the_day', 'evening', 'before_bed')),
      notify INTEGER NOT NULL DEFAULT 0 CHECK (notify IN (0, 1)),
      tier TEXT NOT NULL DEFAULT 'nice_to_do' CHECK (tier IN ('must_do', 'nice_to_do')),
      group_id INTEGER REFERENCES item_groups(id) ON DELETE SET NULL,
      habit_prompt TEXT,
      archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
      created_at TEXT NOT NULL,
      manual_order INTEGER NOT NULL DEFAULT 0);
    CREATE UNIQUE INDEX items_active_name ON items(name COLLATE NOCASE) WHERE archived = 0;
    CREATE INDEX items_archived ON items(archived);
    CREATE TABLE instances (
      id INTEGER PRIMARY KEY,
      item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
      day TEXT NOT NULL CHECK (length(day) = 10),
      progress REAL NOT NULL DEFAULT 0 CHECK (progress >= 0),
      skipped INTEGER NOT NULL DEFAULT 0 CHECK (skipped IN (0, 1)),
      note TEXT,
      position INTEGER CHECK (position IS NULL OR position >= 1),
      UNIQUE (item_id, day));
    CREATE INDEX instances_day ON instances(day);
    CREATE TABLE increments (
      id INTEGER PRIMARY KEY,
      instance_id INTEGER NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
      amount REAL NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('typed', 'voice', 'timer', 'llm')),
      at TEXT NOT NULL);
    CREATE INDEX increments_instance ON increments(instance_id);

    CREATE TABLE goals (
      id INTEGER PRIMARY KEY,
      title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      details TEXT,
      progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'done', 'archived')),
      priority TEXT NOT NULL DEFAULT 'now' CHECK (priority IN ('now', 'next', 'later')),
      target_date TEXT,
      parent_id INTEGER REFERENCES goals(id) ON DELETE SET NULL CHECK (parent_id IS NULL OR parent_id <> id),
      created_at TEXT NOT NULL);
    CREATE UNIQUE INDEX goals_active_title ON goals(title COLLATE NOCASE) WHERE status = 'active';
    CREATE TABLE goal_items (
      goal_id INTEGER NOT NULL REFERENCES goals(id) ON DELETE CASCADE,
      item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
      PRIMARY KEY (goal_id, item_id));
    CREATE TABLE milestones (
      id INTEGER PRIMARY KEY,
      goal_id INTEGER NOT NULL REFERENCES goals(id) ON DELETE CASCADE,
      title TEXT NOT NULL CHECK (length(title) >= 1),
      est_hours REAL NOT NULL CHECK (est_hours >= 0),
      depends_on TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(depends_on)),
      success_criteria TEXT NOT NULL,
      window_start TEXT NOT NULL, window_end TEXT NOT NULL CHECK (window_end >= window_start),
      block_date TEXT, block_start TEXT, block_minutes INTEGER CHECK (block_minutes IS NULL OR block_minutes > 0),
      status TEXT NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'in_progress', 'done')),
      position INTEGER NOT NULL);
    CREATE INDEX milestones_goal ON milestones(goal_id);

    CREATE TABLE routines (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL CHECK (length(name) >= 1), start TEXT, created_at TEXT NOT NULL);
    CREATE TABLE routine_steps (
      id INTEGER PRIMARY KEY,
      routine_id INTEGER NOT NULL REFERENCES routines(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
      minutes INTEGER NOT NULL CHECK (minutes >= 0),
      UNIQUE (routine_id, position));
    CREATE TABLE routine_runs (
      id INTEGER PRIMARY KEY,
      routine_id INTEGER NOT NULL REFERENCES routines(id) ON DELETE CASCADE,
      started_at TEXT NOT NULL, finished_at TEXT,
      done_steps TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(done_steps)));

    CREATE TABLE reflections (
      id INTEGER PRIMARY KEY, day TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('morning', 'night')),
      note TEXT, sleep_quality INTEGER CHECK (sleep_quality IS NULL OR sleep_quality BETWEEN 1 AND 5),
      created_at TEXT NOT NULL);
    CREATE INDEX reflections_day ON reflections(day);
    CREATE TABLE end_of_day_notes (
      day TEXT PRIMARY KEY NOT NULL, note TEXT NOT NULL,
      fulfilment INTEGER NOT NULL CHECK (fulfilment BETWEEN 1 AND 10), updated_at TEXT NOT NULL);
    CREATE TABLE focus_sessions (
      id INTEGER PRIMARY KEY,
      item_id INTEGER REFERENCES items(id) ON DELETE SET NULL,
      intended_minutes INTEGER NOT NULL CHECK (intended_minutes BETWEEN 1 AND 240),
      break_minutes INTEGER NOT NULL DEFAULT 5 CHECK (break_minutes >= 0),
      started_at TEXT NOT NULL, ended_at TEXT,
      paused_seconds REAL NOT NULL DEFAULT 0 CHECK (paused_seconds >= 0),
      actual_minutes INTEGER NOT NULL DEFAULT 0 CHECK (actual_minutes >= 0));
    CREATE TABLE xp_events (
      id INTEGER PRIMARY KEY, day TEXT NOT NULL,
      reason TEXT NOT NULL CHECK (reason IN ('habit_completed', 'task_completed', 'qualifying_day',
        'morning_reflection', 'night_reflection', 'focus_session')),
      amount INTEGER NOT NULL, ref TEXT NOT NULL, at TEXT NOT NULL);
    CREATE INDEX xp_events_day ON xp_events(day);
    CREATE INDEX xp_events_ref ON xp_events(ref);
    CREATE TABLE day_records (
      day TEXT PRIMARY KEY NOT NULL,
      counted INTEGER NOT NULL CHECK (counted >= 0), completed INTEGER NOT NULL CHECK (completed >= 0),
      qualifies INTEGER NOT NULL CHECK (qualifies IN (0, 1)), locked INTEGER NOT NULL CHECK (locked IN (0, 1)));
    CREATE TABLE league_standings (
      week_start TEXT PRIMARY KEY NOT NULL,
      tier TEXT NOT NULL CHECK (tier IN ('hilltop', 'base_camp', 'mont_blanc', 'k2', 'everest')),
      rank INTEGER NOT NULL CHECK (rank >= 1), xp INTEGER NOT NULL CHECK (xp >= 0));
    CREATE TABLE achievements (
      key TEXT PRIMARY KEY NOT NULL, unlocked_at TEXT, progress REAL NOT NULL DEFAULT 0);

    CREATE TABLE chat_log (
      id INTEGER PRIMARY KEY, at TEXT NOT NULL, text TEXT NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('local', 'llm', 'guardrail', 'command')),
      intent TEXT NOT NULL, reply TEXT NOT NULL,
      applied TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(applied)));
    CREATE TABLE pending_proposals (
      id INTEGER PRIMARY KEY CHECK (id = 1), proposal TEXT NOT NULL CHECK (json_valid(proposal)),
      created_at TEXT NOT NULL, expires_at TEXT NOT NULL);
    CREATE TABLE llm_cache (key TEXT PRIMARY KEY NOT NULL, response TEXT NOT NULL, stored_at TEXT NOT NULL);
    CREATE TABLE llm_usage (
      day TEXT PRIMARY KEY NOT NULL, messages INTEGER NOT NULL DEFAULT 0 CHECK (messages >= 0),
      tokens INTEGER NOT NULL DEFAULT 0 CHECK (tokens >= 0));
    """
}
