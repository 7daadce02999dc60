import SherpaCore
import Testing

@testable import SherpaIntent

func quantity(_ text: String) -> Quantity? {
  QuantityReader.all(Normalizer.normalize(text).words).first
}

@Test(arguments: [
  ("2 litres", 2000.0, Unit.ml), ("two liters", 2000, .ml), ("500 ml", 500, .ml), ("half an hour", 30, .min),
  ("an hour and a half", 90, .min), ("an hour", 1, .hours), ("2k steps", 2000, .steps),
  ("3 k steps", 3000, .steps), ("a mile", 1.61, .km), ("two miles", 3.22, .km), ("5 km", 5, .km),
  ("ten kilometres", 10, .km), ("1.5 kilos", 1500, .g), ("200 grams", 200, .g), ("300 calories", 300, .kcal),
  ("400 kcal", 400, .kcal), ("8 oz", 8, .oz), ("six ounces", 6, .oz), ("90 seconds", 90, .sec),
  ("3 times", 3, .count), ("twenty reps", 20, .count), ("two and a half hours", 150, .min),
  ("a glass", 250, .ml), ("10 more minutes", 10, .min), ("fifteen hundred steps", 1500, .steps),
  ("500ml", 500, .ml), ("30g", 30, .g), ("2.5km", 2.5, .km), ("half a litre", 500, .ml),
  ("half a mile", 0.8, .km), ("a quarter of an hour", 15, .min), ("quarter of an hour", 15, .min),
  ("three quarters of an hour", 45, .min), ("an hour and fifteen minutes", 75, .min), ("one hour fifteen", 75, .min),
  ("1h15", 75, .min), ("2h30m", 150, .min), ("45m", 45, .min), ("1500m", 1.5, .km),
  ("fifteen hundred metres", 1.5, .km),
  ("twice", 2, .count), ("3x", 3, .count),
])
func spokenQuantityConverts(_ text: String, _ amount: Double, _ unit: Unit) throws {
  let found = try #require(quantity(text))
  #expect(abs(found.amount - amount) < 0.001)
  #expect(found.unit == unit)
}

@Test func milesAreStatedButLitresAreNot() throws {
  #expect(try #require(quantity("two miles")).conversionNote == "2 miles → 3.22 km")
  #expect(try #require(quantity("2 litres")).conversionNote == nil)
}

@Test func bareThousandsFollowTheItemsUnit() throws {
  let fiveK = try #require(quantity("ran 5k"))
  #expect(fiveK.amount(in: .km) == 5)
  #expect(fiveK.amount(in: .steps) == 5000)
}

@Test func timeUnitsConvertButOtherDimensionsDoNot() throws {
  #expect(try #require(quantity("1 hour")).amount(in: .min) == 60)
  #expect(try #require(quantity("90 seconds")).amount(in: .min) == 1.5)
  #expect(try #require(quantity("2 km")).amount(in: .steps) == nil)
  #expect(try #require(quantity("8 oz")).amount(in: .ml) == nil)
}

@Test func gluedNumbersNeedAKnownUnit() {
  #expect(QuantityReader.glued("500ml")?.unit == "ml")
  #expect(QuantityReader.glued("3pm")?.unit == "pm")
  #expect(quantity("room 3pm") == nil || quantity("room 3pm")?.unit == nil)
  #expect(QuantityReader.glued("ml500") == nil)
  #expect(QuantityReader.glued("10k") == nil)
}
