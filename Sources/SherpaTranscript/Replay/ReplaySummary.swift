/// What `sherpa replay FILE...` prints and exits with for a set of results.
public struct ReplaySummary: Sendable, Equatable {
  public let results: [ReplayResult]

  public init(_ results: [ReplayResult]) {
    self.results = results
  }

  /// 2 if any file could not be read or replayed, else 1 if any mismatched, else 0.
  public var exitCode: Int32 {
    results.map(\.exitCode).max() ?? 0
  }

  /// Each failure's report (the diff included), then one line of counts.
  public var report: String {
    var text = results.filter { !$0.passed }.map(\.report).joined()
    text += results.compactMap { if case .updated = $0 { $0.report } else { nil } }.joined()
    let passed = results.filter(\.passed).count
    text += "\(passed) of \(results.count) transcript\(results.count == 1 ? "" : "s") passed\n"
    return text
  }
}
