import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// Where a turn on 2,000 tasks goes, in-process: opening the store, decoding the items,
/// building the parser's name index over them, and the day plan (each on a fresh open,
/// so nothing is kept from the run before).
extension BenchSuite {
  func phases() -> [BenchRow] {
    let file = tasksHome().appendingPathComponent("sherpa.sqlite")
    var sink = 0
    let open = Sample.inProcess("open the store (2,000 tasks)", runs: runs) {
      sink &+= (try? SherpaStore.open(at: file)) == nil ? 0 : 1
    }
    let items = Sample.inProcess("open + decode 2,000 items", runs: runs) {
      sink &+= (try? SherpaStore.open(at: file).items().count) ?? 0
    }
    let refs =
      (try? SherpaStore.open(at: file).items())?.map {
        ItemRef(id: $0.id, name: $0.name, kind: $0.kind, unit: $0.unit)
      } ?? []
    let parser = Sample.inProcess("the parser's name index over 2,000 items", runs: runs) {
      sink &+=
        IntentParser(items: refs).parse(
          "x", context: ParseContext(today: BenchSuite.today, time: LocalTime(minutesSinceMidnight: 480))
        ).intent.rawValue.count
    }
    let plan = Sample.inProcess("open + today's plan (2,000 tasks)", runs: runs) {
      sink &+= (try? SherpaStore.open(at: file).plan(for: BenchSuite.today, today: BenchSuite.today).items.count) ?? 0
    }
    return [open, items, parser, plan].map { BenchRow(sample: $0, unit: .milliseconds, target: "", baseline: nil) }
  }
}
