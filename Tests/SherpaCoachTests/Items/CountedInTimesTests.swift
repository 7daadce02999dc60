import Foundation
import SherpaCore
import SherpaStore
import Testing

@testable import SherpaCoach

/// A distance or a duration said of an item counted in times is one more time of it ("ran
/// 3 miles" of a run three times a week); unsure, it is offered as that one time and
/// written only on a yes. An item kept in minutes still refuses "3 times".
@Test func aMeasureOfAnItemCountedInTimesIsOneTime() async throws {
  let coach = try CoachFixture.coach(at: "2026-11-24T19:30:00")
  _ = await coach.handle("add a habit to run 3 times a week")
  _ = await coach.handle("add a habit to read 20 minutes every day")
  let run = try #require(try coach.store.item(named: "Run"))
  let day = coach.environment.today
  let progress = { try coach.store.instances(from: day, to: day).first { $0.itemID == run.id }?.progress ?? 0 }
  let sure = try #require(await coach.handle("i ran 3 miles"))
  #expect(sure.reply.hasPrefix("Logged 1 time of Run — 1/3 times this week."), "\(sure.reply)")
  #expect(try progress() == 1)
  let offered = try #require(await coach.handle("uh so yeah ran 3 miles or so"))
  #expect(offered.reply == "Did you mean: log 1 time of Run? Say yes to do it, or no.", "\(offered.reply)")
  #expect(offered.applied.isEmpty && offered.pending != nil)
  #expect(try progress() == 1)
  let yes = try #require(await coach.handle("yes"))
  #expect(yes.reply.hasPrefix("Logged 1 time of Run — 2/3 times this week."), "\(yes.reply)")
  #expect(try progress() == 2)
  let refused = try #require(await coach.handle("read 3 times"))
  #expect(refused.reply.hasPrefix("Read is counted in min, so I can't log 3 times to it."), "\(refused.reply)")
  #expect(refused.applied.isEmpty)
}
