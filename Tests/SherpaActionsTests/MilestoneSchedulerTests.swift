import SherpaCore
import Testing

@Suite struct MilestoneSchedulerTests {
  private let wake = LocalTime(minutesSinceMidnight: 7 * 60)
  private let bed = LocalTime(minutesSinceMidnight: 23 * 60)
  private let today = LocalDay(ordinal: 20_415)

  private func window(_ from: Int, _ to: Int) -> DayWindow {
    DayWindow(start: today.adding(days: from), end: today.adding(days: to))
  }

  private func placed(_ outcome: MilestoneScheduler.Outcome) -> [[ScheduledBlock]] {
    if case .placed(let blocks) = outcome { return blocks }
    Issue.record("not placed: \(outcome)")
    return []
  }

  @Test func blocksAreSixtyToNinetyMinutesAndHoldTheEstimate() {
    for tenths in 1...120 {
      let hours = Double(tenths) / 10
      let sizes = MilestoneScheduler.blockSizes(forHours: hours)
      #expect(sizes.allSatisfy { (60...90).contains($0) }, "\(hours) h → \(sizes)")
      #expect(Double(sizes.reduce(0, +)) >= hours * 60, "\(hours) h → \(sizes)")
      #expect(sizes.count == max(1, Int((hours * 60 / 90).rounded(.up))) || sizes.reduce(0, +) < 60 * sizes.count + 1)
    }
    #expect(MilestoneScheduler.blockSizes(forHours: 4) == [80, 80, 80])
    #expect(MilestoneScheduler.blockSizes(forHours: 0.5) == [60])
  }

  @Test func everyBlockLiesInsideItsWindowBetweenWakeAndBed() {
    let requests = [
      MilestoneScheduler.Request(estHours: 4, window: window(1, 7)),
      MilestoneScheduler.Request(estHours: 6, window: window(3, 14), dependsOn: [0]),
      MilestoneScheduler.Request(estHours: 2, window: window(0, 27)),
    ]
    let blocks = placed(MilestoneScheduler.schedule(requests, wake: wake, bed: bed, today: today))
    #expect(blocks.count == 3)
    for (index, list) in blocks.enumerated() {
      for block in list {
        #expect(requests[index].window.contains(block.date))
        #expect(block.start >= wake)
        #expect(block.start.minutes + block.minutes <= bed.minutes)
        #expect((60...90).contains(block.minutes))
      }
      #expect(list.reduce(0) { $0 + $1.minutes } >= Int(requests[index].estHours * 60))
    }
  }

  @Test func neverMoreThanThreeHoursOfGoalWorkADay() {
    let requests = (0..<6).map { MilestoneScheduler.Request(estHours: $0 % 2 == 0 ? 3 : 5, window: window(0, 27)) }
    let booked = [ScheduledBlock(date: today, start: LocalTime(minutesSinceMidnight: 9 * 60), minutes: 90)]
    let blocks = placed(MilestoneScheduler.schedule(requests, wake: wake, bed: bed, today: today, booked: booked))
    var perDay: [LocalDay: Int] = [today: 90]
    for block in blocks.joined() { perDay[block.date, default: 0] += block.minutes }
    #expect(perDay.values.allSatisfy { $0 <= 180 })
    #expect(perDay.values.contains(180))
    let all = (booked + blocks.joined()).sorted { ($0.date, $0.start) < ($1.date, $1.start) }
    for (a, b) in zip(all, all.dropFirst()) where a.date == b.date {
      #expect(a.start.minutes + a.minutes <= b.start.minutes, "overlap \(a) \(b)")
    }
  }

  @Test func dependenciesFinishFirst() {
    let requests = [
      MilestoneScheduler.Request(estHours: 3, window: window(2, 10)),
      MilestoneScheduler.Request(estHours: 3, window: window(0, 10), dependsOn: [0]),
      MilestoneScheduler.Request(estHours: 1, window: window(0, 12), dependsOn: [1, 0]),
    ]
    let blocks = placed(MilestoneScheduler.schedule(requests, wake: wake, bed: bed, today: today))
    func end(_ block: ScheduledBlock) -> (Int, Int) { (block.date.ordinal, block.start.minutes + block.minutes) }
    func start(_ block: ScheduledBlock) -> (Int, Int) { (block.date.ordinal, block.start.minutes) }
    for (index, request) in requests.enumerated() {
      for dependency in request.dependsOn {
        guard let last = blocks[dependency].last, let first = blocks[index].first else { continue }
        #expect(end(last) <= start(first))
      }
    }
  }

  @Test func refusesWhatCannotFit() {
    // 7 h is five blocks (4 × 85 + 80 min); two days hold two blocks each under the cap.
    let tooBig = [MilestoneScheduler.Request(estHours: 7, window: window(0, 1))]
    #expect(
      MilestoneScheduler.schedule(tooBig, wake: wake, bed: bed, today: today)
        == .cannotFit(milestone: 0, reason: .windowTooTight(neededMinutes: 420, placedMinutes: 340)))
    let late = [
      MilestoneScheduler.Request(estHours: 6, window: window(0, 3)),
      MilestoneScheduler.Request(estHours: 1, window: window(0, 0), dependsOn: [0]),
    ]
    if case .cannotFit(let index, _) = MilestoneScheduler.schedule(late, wake: wake, bed: bed, today: today) {
      #expect(index == 1)
    } else {
      Issue.record("placed a milestone before its dependency ended")
    }
    let past = [
      MilestoneScheduler.Request(
        estHours: 1, window: DayWindow(start: today.adding(days: -5), end: today.adding(days: -1)))
    ]
    #expect(
      MilestoneScheduler.schedule(past, wake: wake, bed: bed, today: today)
        == .cannotFit(milestone: 0, reason: .windowInPast))
    let forward = [MilestoneScheduler.Request(estHours: 1, window: window(0, 3), dependsOn: [0])]
    #expect(
      MilestoneScheduler.schedule(forward, wake: wake, bed: bed, today: today)
        == .cannotFit(milestone: 0, reason: .badDependency(0)))
  }

  @Test func aShortDayHoldsLess() {
    let shortBed = LocalTime(minutesSinceMidnight: 8 * 60 + 30)
    let request = [MilestoneScheduler.Request(estHours: 3, window: window(0, 1))]
    let blocks = placed(MilestoneScheduler.schedule(request, wake: wake, bed: shortBed, today: today))
    #expect(blocks.first?.map(\.date) == [today, today.adding(days: 1)])
    #expect(blocks.first?.first == ScheduledBlock(date: today, start: wake, minutes: 90))
  }

  @Test func todaysBlocksStartAfterNow() {
    let request = [MilestoneScheduler.Request(estHours: 3, window: window(0, 2))]
    let late = LocalTime(minutesSinceMidnight: 21 * 60 + 12)
    let blocks = placed(MilestoneScheduler.schedule(request, wake: wake, bed: bed, today: today, now: late))
    #expect(
      blocks.first?.first
        == ScheduledBlock(date: today, start: LocalTime(minutesSinceMidnight: 21 * 60 + 15), minutes: 90))
    #expect(blocks.first?.last?.date == today.adding(days: 1))
    #expect(blocks.first?.last?.start == wake)
  }

  @Test func sameInputsGiveTheSameBlocks() {
    let requests = [MilestoneScheduler.Request(estHours: 4.5, window: window(1, 9))]
    #expect(
      MilestoneScheduler.schedule(requests, wake: wake, bed: bed, today: today)
        == MilestoneScheduler.schedule(requests, wake: wake, bed: bed, today: today))
  }
}
