import Testing

@testable import SherpaCoach

/// Numbers no setting can hold are refused with the line, never trapped on.
struct ConfigNumberTests {
  @Test(arguments: [
    "[budget]\nmessages = inf", "[budget]\ntokens = 1e308", "[budget]\nmessages = nan", "[llm]\ntimeout = inf",
    "[budget]\ntokens = 99999999999999999999",
  ])
  func outOfRangeNumbersAreRefused(_ text: String) {
    #expect(throws: ConfigFile.Problem.self) { try ConfigFile.parse(text) }
  }

  @Test func aLargeButWholeBudgetIsRead() throws {
    #expect(try ConfigFile.parse("[budget]\ntokens = 1_000_000").budgetTokens == 1_000_000)
  }
}
