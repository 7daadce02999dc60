import SherpaCore
import Testing

@testable import SherpaIntent

/// The score a wrap-up or a reflection gives is the one said as it, not the first number.
@Test(arguments: [
  ("wait yesterday was a six no an eight fix that", 8), ("eod 6.. actually make it 7, walk w the dog saved the day", 7),
  ("done for the day. fulfilment 5 or 6... go with 6", 6),
  ("end of day somewhere between a six and a seven call it seven", 7),
  ("end of day: kids down by 7, actual evening to myself. 9/10", 9),
  ("wrap up three wins today gym the report and i called mom eight out of ten", 8),
  ("yesterday's wrap-up: lazy Sunday, but a good one. 8/10", 8), ("end of day, a 7", 7),
])
func theDaysScoreIsTheOneChosen(_ text: String, _ score: Int) {
  let slots = Fixtures.parse(text, as: .endOfDay).slots
  #expect(slots.score == score, "\(text): \(String(describing: slots.score))")
}

@Test(arguments: [
  ("sleep 3/5... nah, 2/5", 2), ("give my sleep a three wait make it a two", 2), ("sleep was 2 actually, not 3", 2),
  ("my sleep was a three wait actually more like a four", 4), ("slept ok, a 3", 3),
])
func theSleepScoreIsTheOneChosen(_ text: String, _ score: Int) {
  let slots = Fixtures.parse(text, as: .reflect).slots
  #expect(slots.score == score, "\(text): \(String(describing: slots.score))")
}
