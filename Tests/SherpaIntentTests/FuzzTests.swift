import Foundation
import SherpaCore
import SherpaTestSupport
import Testing

@testable import SherpaIntent

@Test func seededFuzzOfTwentyThousandInputsNeverCrashesOrStalls() {
  let parser = IntentParser(items: SampleItems.make(count: 200))
  var inputs = FuzzInputs(seed: 20_261_123)
  var kinds: [String: Int] = [:]
  var slowest = Duration.zero
  var slowestInput = ""
  let clock = ContinuousClock()
  for _ in 0..<20_000 {
    let (kind, text) = inputs.next()
    kinds[kind, default: 0] += 1
    let start = clock.now
    let result = parser.parse(text, context: Fixtures.context)
    _ = Guardrail.isRedFlag(text)
    let elapsed = start.duration(to: clock.now)
    if elapsed > slowest {
      slowest = elapsed
      slowestInput = String(text.prefix(60))
    }
    #expect((0...1).contains(result.confidence))
    #expect(Intent.allCases.contains(result.intent))
  }
  print(
    "fuzz: 20000 inputs, slowest \(slowest) for \(slowestInput.debugDescription), kinds \(kinds.sorted { $0.key < $1.key })"
  )
  #expect(kinds.count == FuzzInputs.kinds.count)
  #expect(slowest < .milliseconds(250))
}

@Test func fuzzStreamIsReproducible() {
  var a = FuzzInputs(seed: 7)
  var b = FuzzInputs(seed: 7)
  var c = FuzzInputs(seed: 8)
  var same = true
  var differs = false
  for _ in 0..<200 {
    let x = a.next()
    same = same && x == b.next()
    differs = differs || x != c.next()
  }
  #expect(same && differs)
}

@Test func sampleItemsAreUniqueAndAsManyAsAsked() {
  let items = SampleItems.make(count: 200)
  #expect(items.count == 200)
  #expect(Set(items.map(\.name)).count == 200)
}
