import Foundation

/// `sherpa import` of 10,000 and 100,000 items into an empty home (each run a new home),
/// and `sherpa export --format csv` and `--format json` of the large store: both must grow
/// linearly (issue 22 measured the import quadratic: 10,000 items in 76.8 s).
extension BenchSuite {
  func transfer() -> [BenchRow] {
    var rows: [BenchRow] = []
    let tries = max(1, min(runs, 3))
    for count in [10_000, 100_000] {
      guard let file = itemsDocument(count) else { continue }
      var sample = Sample(name: "sherpa import \(count) items (empty home)", seconds: [], peakKB: 0)
      for index in 0..<tries {
        let home = scratch.appendingPathComponent("import-\(count)-\(index)")
        let run = ProcessTimer.run(sherpa, options(home) + ["import", file.path])
        if run.status != 0 { sample.failures += 1 }
        sample.seconds.append(run.seconds)
        sample.peakKB = max(sample.peakKB, run.peakKB)
        try? FileManager.default.removeItem(at: home)
      }
      rows.append(BenchRow(sample: sample, unit: .seconds, target: count == 100_000 ? "≤ 10 s" : "", baseline: nil))
    }
    let large = largeHome()
    for format in ["csv", "json"] {
      let out = scratch.appendingPathComponent("large-export.\(format)")
      let sample = Sample.process(
        "sherpa export --format \(format) (large store)", sherpa,
        options(large) + ["export", "--format", format, "--out", out.path], runs: tries)
      rows.append(BenchRow(sample: sample, unit: .seconds, target: format == "csv" ? "≤ 10 s" : "", baseline: nil))
    }
    return rows
  }

  /// An export holding `count` habits (one made by sherpa, repeated under new ids and
  /// names), written once into the scratch folder.
  func itemsDocument(_ count: Int) -> URL? {
    let file = scratch.appendingPathComponent("items-\(count).json")
    if FileManager.default.fileExists(atPath: file.path) { return file }
    let seed = scratch.appendingPathComponent("items-seed")
    let exported = scratch.appendingPathComponent("items-seed.json")
    _ = ProcessTimer.run(sherpa, options(seed) + ["--offline", "say", "add a habit to read 20 minutes every day"])
    _ = ProcessTimer.run(sherpa, options(seed) + ["export", "--format", "json", "--out", exported.path])
    guard let data = FileManager.default.contents(atPath: exported.path),
      var document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let template = (document["items"] as? [[String: Any]])?.first
    else { return nil }
    document["items"] = (1...count).map { index -> [String: Any] in
      var item = template
      item["id"] = "i\(index)"
      item["name"] = "Habit number \(index)"
      return item
    }
    for key in ["instances", "xp_events", "day_records", "achievements", "league_standings"] { document[key] = [] }
    guard let text = try? JSONSerialization.data(withJSONObject: document) else { return nil }
    return FileManager.default.createFile(atPath: file.path, contents: text) ? file : nil
  }
}
