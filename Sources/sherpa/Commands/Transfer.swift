import ArgumentParser
import Foundation
import SherpaCoach
import SherpaExport
import SherpaStore

/// `sherpa export --format json|csv|ics [--out PATH]`.
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Dump the store: json (complete, re-importable), csv (one file per table) or ics (calendar).")

  enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv, ics }

  @Option(help: "json, csv or ics.")
  var format: Format = .json

  @Option(help: ArgumentHelp("Where to write (for csv, a folder). Default: stdout.", valueName: "path"))
  var out: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    let store = try launch.openStore(readOnly: true)
    let insights = Insights(store: store, environment: launch.environment)
    let now = launch.environment.now()
    switch format {
    case .json:
      let document = try Failure.wrapping { try insights.exportDocument(now: now) }
      let data = try ExportDocument.encoder.encode(document) + Data("\n".utf8)
      try write(data)
    case .csv:
      guard let out else { throw Failure.usage("--format csv writes one file per table: give a folder with --out") }
      let files = try Failure.wrapping { try CSVExport.files(try insights.exportDocument(now: now)) }
      try writeFolder(files, to: out)
    case .ics:
      let document = try Failure.wrapping { try store.exportDocument() }
      let environment = launch.environment
      let calendar = ICSExport(
        zone: environment.timeZone, now: environment.now(), today: environment.today, wake: launch.wake,
        bed: launch.bed)
      try write(Data(calendar.calendar(document).utf8))
    }
  }

  /// Writes the csv files into a folder built beside `out` (`.NAME.partial`) and swaps it
  /// in whole: the folder already there is renamed aside (`.NAME.old`), the new one into
  /// place, and the old one removed. A kill leaves the old set or the new one, never a
  /// mix; the next export clears a staging folder a killed one left, and puts back an
  /// old set that was moved aside but not yet replaced.
  func writeFolder(_ files: [CSVExport.File], to out: String) throws {
    let url = URL(fileURLWithPath: out)
    let manager = FileManager.default
    let parent = url.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(".\(url.lastPathComponent).partial")
    let aside = parent.appendingPathComponent(".\(url.lastPathComponent).old")
    if !manager.fileExists(atPath: url.path) && manager.fileExists(atPath: aside.path) {
      _ = rename(aside.path, url.path)
    }
    var isDirectory: ObjCBool = false
    let exists = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
    if exists && !isDirectory.boolValue {
      throw Failure.usage("--out \(out) is a file; --format csv needs a folder (one file per table)")
    }
    do {
      if manager.fileExists(atPath: staging.path) { try manager.removeItem(at: staging) }
      try manager.createDirectory(at: staging, withIntermediateDirectories: false)
      for file in files { try Data(file.text.utf8).write(to: staging.appendingPathComponent(file.name)) }
      if exists {
        if manager.fileExists(atPath: aside.path) { try manager.removeItem(at: aside) }
        guard rename(url.path, aside.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
      }
      guard rename(staging.path, url.path) == 0 else {
        if exists { _ = rename(aside.path, url.path) }
        throw CocoaError(.fileWriteUnknown)
      }
      if exists { try? manager.removeItem(at: aside) }
    } catch {
      try? manager.removeItem(at: staging)
      throw Failure.usage("cannot write \(out): \(error.localizedDescription)")
    }
    if !global.json {
      FileHandle.standardError.write(Data("Wrote \(files.count) files to \(out)\n".utf8))
    }
  }

  /// Writes to `--out` through a temporary file and a rename, so nothing is half-written.
  func write(_ data: Data) throws {
    guard let out else {
      FileHandle.standardOutput.write(data)
      return
    }
    let url = URL(fileURLWithPath: out)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Failure.usage("--out \(out) is a folder; give a file name for --format \(format.rawValue)")
    }
    let folder = url.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw Failure.usage("cannot write \(out): there is no folder \(folder.path)")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).partial")
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw Failure.usage("cannot write \(out): \(error.localizedDescription)")
    }
  }
}

/// `sherpa import PATH [--merge]`: load a json export.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Load a json export (into an empty store, or with --merge into this one, renumbering clashing ids).")

  @Argument(help: "The export file.")
  var path: String

  @Flag(help: "Add to a store that already holds records.")
  var merge = false

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure.usage("cannot read \(path): no such file, or not readable")
    }
    let document: ExportDocument
    do { document = try ExportDocument.decode(data) } catch { throw Failure.usage("\(path): \(error)") }
    let store = try launch.openStore()
    let report: ImportReport
    do {
      report = try store.importDocument(document, merge: merge)
    } catch let error as StoreError {
      if case .notEmpty = error { throw Failure.usage(error.description) }
      throw error.isUnopenable ? Failure.store(error.description) : Failure.failed(error.description)
    }
    if global.json {
      try Output.json(report)
    } else {
      // "1 group", "3 end of day notes": the export's array names, said as words.
      let counts = report.added.sorted { $0.key < $1.key }.map { name, count in
        let words = name.replacingOccurrences(of: "_", with: " ")
        return "\(count) " + (count == 1 && words.hasSuffix("s") ? String(words.dropLast()) : words)
      }.joined(separator: ", ")
      var text = "Imported \(counts.isEmpty ? "nothing" : counts)."
      if !report.renumbered.isEmpty {
        text +=
          "\nNew ids for clashing records: "
          + report.renumbered.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }.joined(separator: ", ")
      }
      Output.text(text)
    }
  }
}
