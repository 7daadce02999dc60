import Foundation
import SherpaCore
import SherpaIntent
import SherpaTestSupport

/// Feeds `count` seeded hostile inputs (`FuzzInputs`) to a parser holding 200 items
/// and times every call; a crash ends the process, a hang never returns, and the
/// report says how slow the slowest call was. `sherpa-bench fuzz-parser` runs it.
public func runParserFuzz(count: Int, seed: UInt64) -> FuzzReport {
  let parser = IntentParser(items: SampleItems.make(count: 200))
  let context = ParseContext(
    today: LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 0), time: LocalTime(minutesSinceMidnight: 480))
  var inputs = FuzzInputs(seed: seed)
  var report = FuzzReport(
    count: count, seed: seed, byKind: [:], slowestMicroseconds: 0, slowestKind: "", slowestInput: "",
    totalSeconds: 0, medianMicroseconds: 0, boundMicroseconds: 250_000)
  var samples: [Double] = []
  samples.reserveCapacity(min(count, 1_000_000))
  let clock = ContinuousClock()
  let started = clock.now
  for _ in 0..<count {
    let (kind, text) = inputs.next()
    report.byKind[kind, default: 0] += 1
    let before = clock.now
    let result = parser.parse(text, context: context)
    _ = Guardrail.isRedFlag(text)
    let elapsed = before.duration(to: clock.now)
    let micros = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
    samples.append(micros)
    precondition((0...1).contains(result.confidence), "confidence out of range for \(text.debugDescription)")
    if micros > report.slowestMicroseconds {
      report.slowestMicroseconds = micros
      report.slowestKind = kind
      report.slowestInput = String(text.prefix(80))
    }
  }
  let total = started.duration(to: clock.now)
  report.totalSeconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
  samples.sort()
  report.medianMicroseconds = samples.isEmpty ? 0 : samples[samples.count / 2]
  return report
}
