import Foundation
import GRDB
import SherpaCore

extension ExportAccess {
  /// Every record of the store, in id (or day) order.
  public func exportDocument() throws -> ExportDocument {
    try read { db in try Self.export(db) }
  }

  static func export(_ db: Database) throws -> ExportDocument {
    var document = ExportDocument()
    let items = try db.fetchAll(columns: "SELECT \(Rows.itemSelect) FROM items ORDER BY id", Rows.item)
    let targets = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.target) })
    document.items = items.map { item in
      ExportItem(
        id: item.publicID, kind: item.kind, name: item.name, icon: item.icon, category: item.category,
        color: item.color, unit: item.unit, target: item.target, period: item.period, step: item.step,
        recurrence: item.recurrence, startDate: item.startDate, time: item.time, timeSlot: item.timeSlot,
        notify: item.notify, tier: item.tier, group: item.groupID, habitPrompt: item.habitPrompt,
        countLabel: item.countLabel, archived: item.archived, createdAt: Instant.text(item.createdAt),
        manualOrder: item.manualOrder)
    }
    document.groups = try Row.fetchAll(cached: db, sql: "SELECT * FROM item_groups ORDER BY id").map {
      ExportGroup(id: $0["id"], name: $0["name"], required: $0["required"])
    }
    let instances = try instancesWithAllIncrements(
      db, sql: "SELECT \(Rows.instanceColumns) FROM instances ORDER BY id", [])
    document.instances = instances.map { instance in
      ExportInstance(
        id: instance.publicID, item: PublicID.item.format(instance.itemID), day: instance.day,
        progress: instance.progress, completed: instance.isCompleted(target: targets[instance.itemID] ?? 1),
        skipped: instance.skipped, note: instance.note, position: instance.position,
        increments: instance.increments.map {
          ExportIncrement(amount: $0.amount, source: $0.source, at: Instant.text($0.at))
        })
    }
    let transaction = StoreTransaction(db: db)
    document.goals = try Int64.fetchAll(db, sql: "SELECT id FROM goals ORDER BY id").map { id in
      let goal = try transaction.goalWrites.goal(id: id)
      let milestones = try Row.fetchAll(
        db, sql: "SELECT * FROM milestones WHERE goal_id = ? ORDER BY position, id", arguments: [id]
      ).map(Rows.milestone)
      return ExportGoal(
        id: goal.publicID, title: goal.title, details: goal.details, progress: goal.progress, status: goal.status,
        priority: goal.priority, targetDate: goal.targetDate, parent: goal.parentID.map(PublicID.goal.format),
        linkedItems: goal.linkedItemIDs.map(PublicID.item.format), createdAt: Instant.text(goal.createdAt),
        milestones: milestones.map {
          ExportMilestone(
            id: $0.publicID, title: $0.title, estHours: $0.estHours,
            dependsOn: $0.dependsOn.map(PublicID.milestone.format),
            successCriteria: $0.successCriteria, window: $0.window, block: $0.block, status: $0.status,
            position: $0.position)
        })
    }
    document.reflections = try Row.fetchAll(cached: db, sql: "SELECT * FROM reflections ORDER BY id").map(
      Rows.reflection
    ).map {
      ExportReflection(
        id: $0.id, day: $0.day, kind: $0.kind, note: $0.note, sleepQuality: $0.sleepQuality,
        createdAt: Instant.text($0.createdAt))
    }
    document.endOfDayNotes = try Row.fetchAll(cached: db, sql: "SELECT * FROM end_of_day_notes ORDER BY day").map(
      Rows.endOfDayNote
    ).map {
      ExportEndOfDayNote(day: $0.day, note: $0.note, fulfilment: $0.fulfilment, updatedAt: Instant.text($0.updatedAt))
    }
    document.focusSessions = try Row.fetchAll(cached: db, sql: "SELECT * FROM focus_sessions ORDER BY id").map(
      Rows.focusSession
    ).map {
      ExportFocusSession(
        id: $0.id, item: $0.itemID.map(PublicID.item.format), intendedMinutes: $0.intendedMinutes,
        breakMinutes: $0.breakMinutes, startedAt: Instant.text($0.startedAt), endedAt: $0.endedAt.map(Instant.text),
        pausedSeconds: $0.pausedSeconds, actualMinutes: $0.actualMinutes)
    }
    document.routines = try Row.fetchAll(cached: db, sql: "SELECT * FROM routines ORDER BY id").map { row in
      let id: Int64 = row["id"]
      let steps = try Row.fetchAll(
        db, sql: "SELECT * FROM routine_steps WHERE routine_id = ? ORDER BY position", arguments: [id]
      ).map { ExportRoutineStep(item: PublicID.item.format($0["item_id"]), minutes: $0["minutes"]) }
      return ExportRoutine(
        id: PublicID.routine.format(id), name: row["name"], start: Rows.time(row, "start"), steps: steps,
        createdAt: row["created_at"])
    }
    document.routineRuns = try Row.fetchAll(cached: db, sql: "SELECT * FROM routine_runs ORDER BY id").map(
      Rows.routineRun
    )
    .map {
      ExportRoutineRun(
        id: $0.id, routine: PublicID.routine.format($0.routineID), startedAt: Instant.text($0.startedAt),
        finishedAt: $0.finishedAt.map(Instant.text), doneSteps: $0.doneSteps)
    }
    document.xpEvents = try Row.fetchAll(cached: db, sql: "SELECT * FROM xp_events ORDER BY id").map(Rows.xpEvent).map {
      ExportXPEvent(id: $0.id, day: $0.day, reason: $0.reason, amount: $0.amount, ref: $0.ref, at: Instant.text($0.at))
    }
    document.dayRecords = try db.fetchAll(
      columns: "SELECT \(Rows.dayRecordColumns) FROM day_records ORDER BY day", Rows.dayRecord
    ).map {
      ExportDayRecord(
        day: $0.day, counted: $0.counted, completed: $0.completed, qualifies: $0.qualifies, locked: $0.locked)
    }
    document.leagueStandings = try Row.fetchAll(cached: db, sql: "SELECT * FROM league_standings ORDER BY week_start")
      .map {
        StoredStanding(weekStart: try Rows.day($0, "week_start"), tier: $0["tier"], rank: $0["rank"], xp: $0["xp"])
      }
    document.achievements = try Row.fetchAll(cached: db, sql: "SELECT * FROM achievements ORDER BY key").map {
      ExportAchievement(key: $0["key"], unlockedAt: $0["unlocked_at"], progress: $0["progress"])
    }
    for row in try Row.fetchAll(cached: db, sql: "SELECT key, value FROM meta ORDER BY key") {
      document.settings[row["key"]] = row["value"]
    }
    return document
  }
}
