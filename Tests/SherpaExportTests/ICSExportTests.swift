import Foundation
import SherpaCore
import SherpaStore
import SherpaTestSupport
import Testing

@testable import SherpaExport

/// The ics export, read back by an independent parser (Python's icalendar) and expanded
/// by an independent recurrence engine (python-dateutil), compared with sherpa's own.
@Suite(.serialized) struct ICSExportTests {
  static let python = "/usr/bin/python3"
  static var hasPython: Bool { FileManager.default.isExecutableFile(atPath: python) }
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/ics_expand.py")

  struct Expanded: Decodable {
    struct Component: Decodable {
      var kind: String
      var summary: String
      var description: String
      var alarm: Bool
      var rules: Int
      var local: [String]
      var utc: [String]
    }
    var components: [String: Component]
    var zone_problems: [String]
    var observances: Int
    var long_lines: [String]
    var bare_newlines: Int
    var ends_with_crlf: Bool
  }

  static func time(_ hour: Int, _ minute: Int = 0) -> LocalTime { LocalTime(minutesSinceMidnight: hour * 60 + minute) }

  /// Items with the rules a calendar finds hardest: intervals, nth and last weekdays, the
  /// last day of the month, a union of month days and weekdays, counts and end dates,
  /// a repeat from completion, a slot without a time, and one-off tasks.
  static func fill(_ store: SherpaStore, start: LocalDay, at: Date) throws -> [Item] {
    var items: [Item] = []
    func add(_ item: Item) throws { items.append(try store.addItem(item)) }
    try add(
      Item(
        kind: .habit, name: "Piano", recurrence: Recurrence(freq: .weekly, interval: 2, byWeekdays: [2, 4]),
        startDate: start.adding(days: -3), time: time(9), notify: true, createdAt: at))
    try add(
      Item(
        kind: .habit, name: "Book club",
        recurrence: Recurrence(
          freq: .monthly, byNthWeekday: [NthWeekday(n: 3, weekday: 5), NthWeekday(n: -1, weekday: 5)]),
        startDate: start.adding(days: -40), time: time(19, 30), createdAt: at))
    try add(
      Item(
        kind: .task, name: "Pay rent", recurrence: Recurrence(freq: .monthly, byMonthDays: [-1]),
        startDate: start.adding(days: -70), notify: true, createdAt: at))
    try add(
      Item(
        kind: .habit, name: "Yoga", recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5, 6]),
        startDate: start, timeSlot: .morning, createdAt: at))
    try add(
      Item(
        kind: .habit, name: "Water plants", recurrence: Recurrence(freq: .daily, interval: 3, end: .afterCount(12)),
        startDate: start.adding(days: -5), time: time(7, 15), createdAt: at))
    try add(
      Item(
        kind: .habit, name: "Review budget",
        recurrence: Recurrence(
          freq: .monthly, byMonthDays: [1, 15], byNthWeekday: [NthWeekday(n: -1, weekday: 7)],
          end: .afterCount(5)),
        startDate: start.adding(days: -20), time: time(8), createdAt: at))
    try add(
      Item(
        kind: .habit, name: "Run",
        recurrence: Recurrence(freq: .weekly, byWeekdays: [2, 6], end: .onDate(start.adding(days: 30))),
        startDate: start.adding(days: -8), time: time(6, 45), createdAt: at))
    try add(
      Item(
        kind: .habit, name: "Clean the fridge",
        recurrence: Recurrence(freq: .daily, interval: 10, afterCompletion: true),
        startDate: start.adding(days: -30), createdAt: at))
    try add(
      Item(
        kind: .habit, name: "Stretch", recurrence: Recurrence(freq: .monthly, byMonthDays: [31]),
        startDate: start.adding(days: -60), time: time(21), createdAt: at))
    try add(Item(kind: .task, name: "Dentist", startDate: start.adding(days: 9), time: time(10, 30), createdAt: at))
    try add(Item(kind: .task, name: "Call mum", startDate: start.adding(days: 2), createdAt: at))
    _ = try store.complete(itemID: items[7].id, day: start.adding(days: -4), at: at)
    return items
  }

  func run(zone name: String, today: LocalDay) throws {
    let zone = try #require(TimeZone(identifier: name))
    let calendar = Environment.calendar(in: zone)
    let at = today.start(in: calendar).addingTimeInterval(8 * 3600)
    let store = try SherpaStore.inMemory()
    let items = try Self.fill(store, start: today, at: at)
    let goal = try store.createGoal(Goal(title: "Learn Spanish", createdAt: at))
    let block = ScheduledBlock(date: today.adding(days: 7), start: Self.time(18), minutes: 75)
    let milestones = try store.replaceMilestones(
      goalID: goal.id,
      with: [
        Milestone(
          goalID: goal.id, title: "First 500 words", estHours: 5, successCriteria: "500 words, flashcards done",
          window: DayWindow(start: today, end: today.adding(days: 13)), block: block, position: 0)
      ])
    let document = try store.exportDocument()
    let export = ICSExport(zone: zone, now: at, today: today, wake: Self.time(7), bed: Self.time(23))
    let text = export.calendar(document)
    let read = try expand(text, from: today, days: 60)

    #expect(read.zone_problems.isEmpty, "\(read.zone_problems)")
    #expect(read.observances > 10)
    #expect(read.long_lines.isEmpty)
    #expect(read.bare_newlines == 0)
    #expect(read.ends_with_crlf)

    let end = today.adding(days: 60)
    let byUID = read.components
    #expect(byUID.count == items.count + 1)
    var crossings = Set<String>()
    for item in items {
      let exported = try #require(document.items.first { $0.id == item.publicID })
      let uid = export.uid(exported.id, exported.createdAt)
      let found = try #require(byUID[uid], "\(item.name) is not in the calendar")
      #expect(found.summary == item.name)
      #expect(found.kind == (item.kind == .task ? "VTODO" : "VEVENT"))
      #expect(found.alarm == item.notify, "\(item.name)")
      var days: [LocalDay]
      if item.recurrence.afterCompletion {
        let done = today.adding(days: -4)
        days = item.recurrence.occurrences(start: item.startDate, from: today, count: 1, lastCompletion: done)
        #expect(found.rules == 0)
      } else {
        days = item.recurrence.occurrences(start: item.startDate, from: today, count: 400)
      }
      days = days.filter { $0 < end }
      let wall = item.time ?? item.timeSlot.map { $0.window(wake: Self.time(7), bed: Self.time(23)).start }
      let expected = days.map { day in wall.map { "\(day)T\($0)" } ?? "\(day)T00:00" }
      #expect(found.local == expected, "\(item.name)")
      if let wall {
        let instants = days.map { export.instant($0, wall) }.map { Self.utcText($0) }
        #expect(found.utc == instants, "\(item.name)")
        crossings.formUnion(Set(days.map { zone.secondsFromGMT(for: export.instant($0, wall)) }.map(String.init)))
      }
    }
    #expect(crossings.count == 2, "the window crosses a change of offset")

    let milestone = try #require(milestones.first)
    let exportedGoal = try #require(document.goals.first)
    let found = try #require(byUID[export.uid(milestone.publicID, exportedGoal.createdAt)])
    #expect(found.local == ["\(block.date)T18:00"])
    #expect(found.summary == "First 500 words (Learn Spanish)")
    #expect(found.description == "Done when: 500 words, flashcards done")
  }

  @Test(.enabled(if: hasPython, "python3 is not installed"))
  func recurrencesExpandAsSherpasOwnAcrossTheSpringChangeInNewYork() throws {
    try run(zone: "America/New_York", today: try #require(LocalDay("2026-03-01")))
  }

  @Test(.enabled(if: hasPython, "python3 is not installed"))
  func recurrencesExpandAsSherpasOwnAcrossTheAutumnChangeInLondon() throws {
    try run(zone: "Europe/London", today: try #require(LocalDay("2026-10-01")))
  }

  @Test(.enabled(if: hasPython, "python3 is not installed"))
  func longTextIsFoldedEscapedAndReadBackWhole() throws {
    let zone = try #require(TimeZone(identifier: "UTC"))
    let today = FilledStore.day
    let store = try SherpaStore.inMemory()
    let name = "Practise the long Spanish conjugation tables, one by one; then 🎸 and ☕️ — ñandú"
    let prompt = "Open the book\u{7} at the marker,\nthen read one line"
    let item = try store.addItem(
      Item(kind: .habit, name: name, startDate: today, habitPrompt: prompt, createdAt: FilledStore.at))
    let export = ICSExport(zone: zone, now: FilledStore.at, today: today, wake: Self.time(7), bed: Self.time(23))
    let document = try store.exportDocument()
    let text = export.calendar(document)
    #expect(text.contains("\r\n "), "a long line is folded")
    #expect(!text.unicodeScalars.contains { $0.value == 7 })
    let read = try expand(text, from: today, days: 3)
    #expect(read.long_lines.isEmpty)
    let exported = try #require(document.items.first)
    let found = try #require(read.components[export.uid(exported.id, exported.createdAt)])
    #expect(found.summary == item.name)
    #expect(found.description == "Open the book at the marker,\nthen read one line\n1 time a day")
    #expect(found.local == ["\(today)T00:00", "\(today.adding(days: 1))T00:00", "\(today.adding(days: 2))T00:00"])
  }

  @Test func uidsStayTheSameAcrossExportsSoCalendarsUpdate() throws {
    let zone = try #require(TimeZone(identifier: "Europe/Paris"))
    let store = try FilledStore.fill(try SherpaStore.inMemory())
    let document = try store.exportDocument()
    func uids(_ now: Date) -> [String] {
      ICSExport(zone: zone, now: now, today: FilledStore.day, wake: Self.time(7), bed: Self.time(23))
        .calendar(document).split(separator: "\r\n").filter { $0.hasPrefix("UID:") }.map(String.init)
    }
    let first = uids(FilledStore.at)
    #expect(!first.isEmpty)
    #expect(first == uids(FilledStore.at.addingTimeInterval(86_400 * 3)))
    #expect(Set(first).count == first.count)
  }

  @Test func rulesBecomeRRULEsWithOrdinalsAndTheLastDay() {
    let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0)
    let until: (LocalDay) -> String = { ICSText.date($0) }
    let nth = Recurrence(freq: .monthly, byNthWeekday: [NthWeekday(n: 3, weekday: 5), NthWeekday(n: -1, weekday: 5)])
    #expect(nth.rruleValues(start: day, until: until) == ["FREQ=MONTHLY;BYDAY=3FR,-1FR;WKST=MO"])
    let last = Recurrence(freq: .monthly, byMonthDays: [-1], end: .onDate(day.adding(days: 70)))
    #expect(last.rruleValues(start: day, until: until) == ["FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20270201;WKST=MO"])
    let weekly = Recurrence(freq: .weekly, interval: 2, byWeekdays: [4, 2], end: .afterCount(6))
    #expect(weekly.rruleValues(start: day, until: until) == ["FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=6;WKST=MO"])
    let both = Recurrence(freq: .monthly, byMonthDays: [1], byNthWeekday: [NthWeekday(n: -1, weekday: 7)])
    #expect(both.rruleValues(start: day, until: until).count == 2)
    #expect(Recurrence(freq: .daily, interval: 3, afterCompletion: true).rruleValues(start: day, until: until).isEmpty)
    #expect(Recurrence.once.rruleValues(start: day, until: until).isEmpty)
  }

  @Test func foldingNeverSplitsACharacter() {
    let line = "SUMMARY:" + String(repeating: "é", count: 60)
    let folded = ICSText.fold(line)
    for physical in folded.split(separator: "\r\n") { #expect(physical.utf8.count <= 75) }
    #expect(folded.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n", with: "") == line)
    #expect(ICSText.escape("a;b,c\\d\ne\u{1B}") == "a\\;b\\,c\\\\d\\ne")
  }

  static func utcText(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let p = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02dT%02d:%02dZ", p.year ?? 0, p.month ?? 0, p.day ?? 0, p.hour ?? 0, p.minute ?? 0)
  }

  func expand(_ text: String, from day: LocalDay, days: Int) throws -> Expanded {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-\(UUID().uuidString).ics")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python)
    process.arguments = [Self.script.path, file.path, day.description, String(days)]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: problem, as: UTF8.self))")
    return try JSONDecoder().decode(Expanded.self, from: data)
  }
}
