import Foundation
import Testing

@testable import SherpaCore

/// A count's own word after an amount: plural but for exactly one, only on counts.
@Suite struct CountLabelTests {
  @Test func theNounFollowsTheAmount() {
    #expect(Unit.count.label(for: 20, counting: "pages") == "pages")
    #expect(Unit.count.label(for: 1, counting: "pages") == "page")
    #expect(Unit.count.label(for: 1, counting: "push-ups") == "push-up")
    #expect(Unit.count.label(for: 0.5, counting: "chapters") == "chapters")
    #expect(Unit.count.label(for: 3, counting: nil) == "times")
    #expect(Unit.count.label(for: 1, counting: "") == "time")
    #expect(Unit.min.label(for: 20, counting: "pages") == "min", "only a count has a noun")
  }

  @Test func onlyWordsOfLettersAndHyphensAreKeptInThePlural() {
    #expect(Unit.countNoun("Page") == "pages")
    #expect(Unit.countNoun("push-ups") == "push-ups")
    #expect(Unit.countNoun("times") == nil && Unit.countNoun("x") == nil && Unit.countNoun("time") == nil)
    #expect(Unit.countNoun("") == nil)
    #expect(Unit.countNoun("pages\u{1B}[31m") == nil, "no control characters")
    #expect(Unit.countNoun(String(repeating: "a", count: 25)) == nil)
    #expect(Unit.countNoun("páginas") == nil, "ASCII letters only")
  }

  @Test func anItemOnlyKeepsANounWhenItCounts() {
    let day = LocalDay(ordinal: 20_415)
    let read = Item(
      kind: .habit, name: "Read", unit: .count, target: 20, startDate: day, countLabel: "pages", createdAt: .now)
    #expect(read.label(for: 20) == "pages" && read.label(for: 1) == "page")
    let walk = Item(kind: .habit, name: "Walk", unit: .steps, startDate: day, countLabel: "pages", createdAt: .now)
    #expect(walk.countLabel == nil && walk.label(for: 2) == "steps")
  }
}
