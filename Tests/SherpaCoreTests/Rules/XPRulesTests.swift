import Foundation
import SherpaCore
import Testing

@Suite struct XPRulesTests {
  let day = Fixture.monday
  let at = Fixture.created

  @Test func completingAndUndoingAHabit() {
    let habit = Fixture.habit(1, target: 2)
    var instance = Instance(id: 7, itemID: 1, day: day, progress: 1)
    #expect(XPRules.completion(item: habit, instance: instance, wasCompleted: false, at: at).add.isEmpty)
    instance.progress = 2
    let earned = XPRules.completion(item: habit, instance: instance, wasCompleted: false, at: at)
    #expect(earned.add.map(\.amount) == [10] && earned.add.first?.reason == .habitCompleted)
    #expect(earned.add.first?.ref == "n7")
    #expect(XPRules.completion(item: habit, instance: instance, wasCompleted: true, at: at) == XPRules.Change())
    instance.progress = 1
    let undone = XPRules.completion(item: habit, instance: instance, wasCompleted: true, at: at)
    #expect(undone.remove == [XPRules.Key(reason: .habitCompleted, ref: "n7")] && undone.add.isEmpty)
  }

  @Test func taskCompletionEarnsTen() {
    let task = Fixture.task(2)
    let change = XPRules.completion(
      item: task, instance: Instance(id: 3, itemID: 2, day: day, progress: 1), wasCompleted: false, at: at)
    #expect(change.add.first?.reason == .taskCompleted && change.add.first?.amount == 10)
  }

  @Test func qualifyingDayBonusAndItsUndo() {
    let yes = DayRecord(day: day, counted: 1, completed: 1, qualifies: true, locked: true)
    let no = DayRecord(day: day, counted: 1, completed: 0, qualifies: false, locked: false)
    #expect(XPRules.day(before: nil, after: yes, at: at).add.map(\.amount) == [50])
    #expect(XPRules.day(before: no, after: yes, at: at).add.first?.ref == "2026-03-02")
    #expect(XPRules.day(before: yes, after: yes, at: at) == XPRules.Change())
    #expect(
      XPRules.day(before: yes, after: no, at: at).remove == [XPRules.Key(reason: .qualifyingDay, ref: "2026-03-02")])
    #expect(XPRules.day(before: nil, after: no, at: at) == XPRules.Change())
  }

  @Test func undoOfTheCompletionThatQualifiedTakesBothBack() {
    let habit = Fixture.habit(1)
    let doneLog = HabitLog(items: [habit], instances: [Fixture.done(1, day)])
    let locked = DayEvaluator.evaluate(day, log: doneLog)
    let undoneLog = HabitLog(items: [habit], instances: [])
    let after = DayEvaluator.update(locked, day: day, log: undoneLog, change: .completionRemoved)
    let instance = Instance(id: 1, itemID: 1, day: day, progress: 0)
    let change =
      XPRules.completion(item: habit, instance: instance, wasCompleted: true, at: at)
      + XPRules.day(before: locked, after: after, at: at)
    #expect(change.remove.map(\.reason) == [.habitCompleted, .qualifyingDay])
  }

  @Test func reflectionsOnceADayEach() {
    let morning = Reflection(day: day, kind: .morning, note: "ok", createdAt: at)
    let first = XPRules.reflection(morning, existing: [], at: at)
    #expect(first.add.map(\.reason) == [.morningReflection])
    #expect(XPRules.reflection(morning, existing: first.add, at: at).add.isEmpty)
    let night = Reflection(day: day, kind: .night, note: nil, createdAt: at)
    #expect(XPRules.reflection(night, existing: first.add, at: at).add.map(\.amount) == [10])
    let nextDay = Reflection(day: day.adding(days: 1), kind: .morning, note: nil, createdAt: at)
    #expect(XPRules.reflection(nextDay, existing: first.add, at: at).add.count == 1)
    #expect(XPRules.reflectionRemoved(kind: .night, day: day).remove.first?.reason == .nightReflection)
  }

  @Test func focusAtTwentyFiveMinutesAndAbove() {
    let start = day.start(in: Fixture.utcCalendar)
    func session(_ minutes: Int, ended: Bool = true) -> FocusSession {
      FocusSession(
        id: 4, startedAt: start, endedAt: ended ? start.addingTimeInterval(Double(minutes) * 60) : nil,
        actualMinutes: minutes)
    }
    #expect(XPRules.focus(session(24), calendar: Fixture.utcCalendar).add.isEmpty)
    #expect(XPRules.focus(session(25), calendar: Fixture.utcCalendar).add.map(\.amount) == [20])
    #expect(XPRules.focus(session(90), calendar: Fixture.utcCalendar).add.first?.day == day)
    #expect(XPRules.focus(session(30, ended: false), calendar: Fixture.utcCalendar).add.isEmpty)
  }

  @Test func weeklyTotalsRunMondayToSunday() {
    let events = [-1, 0, 3, 6, 7].map {
      XPEvent(day: day.adding(days: $0), reason: .habitCompleted, ref: "n\($0)", at: at)
    }
    #expect(XPRules.weekTotal(events, containing: day.adding(days: 4)) == 30)
    #expect(XPRules.weekTotal(events, containing: day.adding(days: -1)) == 10)
    #expect(XPRules.total(events) == 50)
    #expect(XPRules.weekTotal([], containing: day) == 0)
  }
}

@Suite struct TimeZoneTests {
  @Test func focusBonusLandsOnTheLocalDayAcrossADSTChange() throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let calendar = Environment.calendar(in: zone)
    let fallBack = try #require(LocalDay(year: 2026, month: 11, day: 1))
    let lateStart = fallBack.adding(days: 1).start(in: calendar).addingTimeInterval(-30 * 60)
    let session = FocusSession(
      id: 9, startedAt: lateStart, endedAt: lateStart.addingTimeInterval(40 * 60), actualMinutes: 40)
    let event = try #require(XPRules.focus(session, calendar: calendar).add.first)
    #expect(event.day == fallBack && event.ref == "f9")
    #expect(fallBack.adding(days: 1).start(in: calendar).timeIntervalSince(fallBack.start(in: calendar)) == 25 * 3600)
  }

  @Test func leagueWeekStartsMondayMidnightLocal() throws {
    let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let calendar = Environment.calendar(in: zone)
    let monday = Fixture.monday
    let lastSecondOfSunday = monday.start(in: calendar).addingTimeInterval(-1)
    let sunday = LocalDay(containing: lastSecondOfSunday, in: calendar)
    let mondayDay = LocalDay(containing: monday.start(in: calendar), in: calendar)
    let events = [
      XPEvent(day: sunday, reason: .habitCompleted, ref: "n1", at: lastSecondOfSunday),
      XPEvent(day: mondayDay, reason: .habitCompleted, ref: "n2", at: monday.start(in: calendar)),
    ]
    #expect(sunday.weekday == 7 && mondayDay == monday)
    #expect(XPRules.weekTotal(events, containing: monday) == 10)
    #expect(XPRules.weekTotal(events, containing: sunday) == 10)
  }
}
