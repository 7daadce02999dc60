import SherpaCore
import SherpaTerminal
import Testing

@Suite struct PictureTests {
  let today = PictureFixture.today

  @Test func barsFillAndClamp() {
    #expect(Charts.bar(0.5, columns: 10, style: .plain) == "█████░░░░░")
    #expect(Charts.bar(2, columns: 4, style: .plain) == "████")
    #expect(Charts.bar(-1, columns: 4, style: .ascii) == "[----]")
    #expect(Charts.bar(.nan, columns: 2, style: .ascii) == "[--]")
    #expect(Charts.bar(1, columns: 3, style: .rich).contains("\u{1B}[38;5;"))
    // Past the widths drawn from a table, and none at all.
    #expect(
      Charts.bar(0.5, columns: 200, style: .plain) == String(repeating: "█", count: 100)
        + String(repeating: "░", count: 100))
    #expect(
      Charts.bar(0.25, columns: 80, style: .ascii) == "[" + String(repeating: "#", count: 20)
        + String(repeating: "-", count: 60) + "]")
    #expect(Charts.bar(1, columns: 0, style: .plain).isEmpty)
  }

  /// A long plan draws each bar shape once and reuses it: every row's bar and amount are
  /// still the ones drawn for that row alone, whatever the rows around it hold.
  @Test func aLongPlanDrawsEachRowAsAlone() {
    let shares = (0...10).flatMap { [$0, $0, 10 - $0] }
    let rows = shares.enumerated().map { index, done in
      TodayRow(id: "i\(index)", name: "Task \(index)", kind: .task, progress: Double(done), target: 10, unit: "min")
    }
    for style in [RenderStyle.rich, .plain, .ascii] {
      let lines = TodayView(day: today, rows: rows, streak: 0).render(style: style).split(separator: "\n").dropFirst()
      #expect(lines.count == rows.count)
      for (line, row) in zip(lines, rows) {
        #expect(line.contains(Charts.bar(row.progress / row.target, columns: 10, style: style)), "\(line)")
        #expect(line.contains(" \(NumberText.short(row.progress))/10 min"), "\(line)")
      }
    }
  }

  @Test func sparklinesScaleToTheTop() {
    #expect(Charts.sparkline([0, 1, 2, 4], style: .plain) == "▁▃▅█")
    #expect(Charts.sparkline([0, 0], style: .plain) == "▁▁")
    // A day with no score is a gap, not the lowest bar; a 0 score is the lowest bar.
    #expect(Charts.sparkline([nil, 0, nil, 8] as [Double?], floor: 8, style: .plain) == " ▁ █")
    #expect(Charts.sparkline([1], floor: 2, style: .ascii) == "=")
    #expect(Charts.sparkline([], style: .plain).isEmpty)
  }

  @Test func heatmapIsSevenRowsOfFiftyThreeWeeks() {
    let lines = YearHeatmap.render(shares: PictureFixture.shares, today: today, style: .plain)
    #expect(lines.count == 9)
    for row in lines[1...7] { #expect(row.count <= 4 + 53) }
    #expect(lines[3].count == 57)  // Wednesday, today's weekday, reaches the last column
    #expect(lines[7].count == 56)  // Sunday after today stays blank
    #expect(lines[8].contains("less ·░▒▓█ more"))
    let empty = YearHeatmap.render(shares: [:], today: today, style: .ascii)
    #expect(empty[1...7].allSatisfy { $0.trimmingCharacters(in: .whitespaces).count <= 3 })
    for (name, style) in Golden.styles {
      let text = YearHeatmap.render(shares: PictureFixture.shares, today: today, style: style).joined(separator: "\n")
      Golden.checkShape(text, style)
      Golden.check(text, "heatmap-\(name)")
    }
  }

  @Test func narrowTerminalsShowTheRecentWeeks() {
    let narrow = RenderStyle(color: false, unicode: true, width: 30)
    let lines = YearHeatmap.render(shares: PictureFixture.shares, today: today, style: narrow)
    #expect(lines.count == 9 && lines.allSatisfy { $0.count <= 30 })
    #expect(lines[3].count == 30)
    let wide = YearHeatmap.render(shares: PictureFixture.shares, today: today, style: .plain)
    #expect(lines[3].suffix(26) == wide[3].suffix(26))
  }

  @Test func monthGridMarksEveryState() throws {
    let log = PictureFixture.log
    let read = try #require(log.items[3])
    let marks = MonthGrid.marks(item: read, log: log, month: today, today: today)
    #expect(marks[today.startOfMonth] == .unscheduled && !marks.values.contains(.before))
    #expect(marks[today.adding(days: 1)] == .future)
    #expect(marks[today.adding(days: -1)] == .unscheduled)  // a Tuesday
    #expect(marks.values.contains(.done))
    for (name, style) in Golden.styles {
      let text = MonthGrid.render(title: read.name, month: today, marks: marks, today: today, style: style)
        .joined(separator: "\n")
      #expect(text.contains("[11  ]"))
      Golden.checkShape(text, style)
      Golden.check(text, "monthgrid-\(name)")
    }
  }

  @Test func monthGridShowsMissedAndSkipped() throws {
    let habit = Item(
      id: 1, kind: .habit, name: "x", startDate: today.adding(days: -5), createdAt: PictureFixture.created)
    let log = HabitLog(
      items: [habit],
      instances: [
        Instance(itemID: 1, day: today.adding(days: -2), skipped: true, note: "ill"),
        Instance(itemID: 1, day: today.adding(days: -1), progress: 1),
      ])
    let marks = MonthGrid.marks(item: habit, log: log, month: today, today: today)
    #expect(marks[today.adding(days: -3)] == .missed && marks[today.adding(days: -2)] == .skipped)
    #expect(marks[today.adding(days: -1)] == .done && marks[today.adding(days: -6)] == .before)
    let ascii = MonthGrid.render(title: "x", month: today, marks: marks, today: today, style: .ascii).joined(
      separator: "\n")
    #expect(ascii.contains(" 8 x") && ascii.contains(" 9 . ") && ascii.contains("10 v ") && ascii.contains(" 5 - "))
  }

  @Test func leagueTableMarksYouAndTheLines() {
    let ladder = LeagueLadder(
      weekStart: today, tier: .baseCamp,
      you: LeagueEntry(name: "me", xp: 180, streakDays: 3, focusMinutes: 50, joinedAt: 1_700_000_000))
    for (name, style) in Golden.styles {
      let text = LeagueTable.render(ladder, style: style).joined(separator: "\n")
      #expect(text.contains("promotion") && text.contains("demotion"))
      Golden.checkShape(text, style)
      Golden.check(text, "league-table-\(name)")
    }
    let lines = LeagueTable.render(ladder, style: .plain)
    #expect(lines.count == 1 + 30 + 2)
    #expect(lines[13].contains("promotion") && lines[17].contains("demotion"))
    #expect(lines.filter { $0.contains("▶") }.count == 1)
  }
}
