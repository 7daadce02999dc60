import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

struct ConversationTests {
  let at = Date(timeIntervalSince1970: 1_795_000_000)
  let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)

  @Test func aPendingProposalWaitsTenMinutes() throws {
    let store = try SherpaStore.inMemory()
    #expect(try store.loadPending(now: at) == nil)
    try store.savePending(json: "{\"actions\":[]}", at: at)
    #expect(try store.loadPending(now: at.addingTimeInterval(599))?.json == "{\"actions\":[]}")
    #expect(try store.loadPending(now: at.addingTimeInterval(600)) == nil)
    try store.savePending(json: "{\"actions\":[1]}", at: at)
    try store.clearPending()
    #expect(try store.loadPending(now: at) == nil)
    #expect(throws: StoreError.self) { try store.savePending(json: "not json", at: at) }
  }

  @Test func usageAddsUpPerDay() throws {
    let store = try SherpaStore.inMemory()
    try store.addUsage(day: day, messages: 1, tokens: 300)
    let total = try store.addUsage(day: day, messages: 1, tokens: 200)
    #expect(total == LLMUsage(messages: 2, tokens: 500))
    #expect(try store.usage(day: day.adding(days: 1)) == LLMUsage(messages: 0, tokens: 0))
  }

  @Test func metaAndEndOfDayLock() throws {
    let store = try SherpaStore.inMemory()
    try store.setMeta(.lastCheckInDay, day.description)
    #expect(try store.meta("last_checkin_day") == "2026-11-23")
    try store.setMeta(.lastCheckInDay, nil)
    #expect(try store.meta("last_checkin_day") == nil)
    let note = EndOfDayNote(day: day, note: "ok", fulfilment: 7, updatedAt: at)
    try store.setEndOfDayNote(note, today: day.adding(days: 1))
    #expect(throws: StoreError.recordLocked("The note for 2026-11-23")) {
      try store.setEndOfDayNote(note, today: day.adding(days: 2))
    }
    #expect(throws: StoreError.self) {
      try store.setEndOfDayNote(EndOfDayNote(day: day, note: "x", fulfilment: 11, updatedAt: at), today: day)
    }
  }

  @Test func goalsRefuseDuplicatesAndCycles() throws {
    let store = try SherpaStore.inMemory()
    let top = try store.createGoal(Goal(title: "Run a marathon", createdAt: at))
    let child = try store.createGoal(Goal(title: "Build a base", parentID: top.id, createdAt: at))
    #expect(throws: StoreError.duplicate("Run a marathon")) {
      try store.createGoal(Goal(title: "run a MARATHON", createdAt: at))
    }
    var looped = top
    looped.parentID = child.id
    #expect(throws: StoreError.goalCycle("Run a marathon")) { try store.editGoal(looped) }
    #expect(try store.goals().map(\.parentID) == [nil, top.id])
  }
}
