import Foundation
import SherpaCore

/// Reads transcripts (and their sidecar cassettes) written in `TranscriptFormat`.
public enum TranscriptReader {
  /// Reads the transcript at `url`, and the sidecar cassette beside it when its header names one.
  public static func load(contentsOf url: URL) throws(TranscriptError) -> Transcript {
    let text = try readText(at: url)
    let directory = url.deletingLastPathComponent()
    return try read(text: text, file: url.path) { name in
      try readText(at: directory.appendingPathComponent(name))
    }
  }

  static func readText(at url: URL) throws(TranscriptError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .unreadable(file: url.path, reason: "no such file")
    }
    guard !isDirectory.boolValue else { throw .unreadable(file: url.path, reason: "it is a folder, not a file") }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(file: url.path, reason: "permission denied or unreadable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(file: url.path, reason: "it is not UTF-8 text")
    }
    return text
  }

  /// Reads `text`, naming `file` in errors. `loadCassette` gives the text of a sidecar
  /// cassette by the name the header gives it.
  public static func read(
    text: String, file: String, loadCassette: ((String) throws -> String)? = nil
  ) throws(TranscriptError) -> Transcript {
    let parser = LineParser(file: file)
    let lines = try parser.split(text)
    guard let first = lines.first else { throw .truncated(file: file, line: 1) }
    guard first.hasPrefix("# sherpa transcript") else {
      throw .malformedLine(
        file: file, line: 1, reason: "not a sherpa transcript (it must start \"# sherpa transcript v1\")")
    }
    guard first == TranscriptFormat.versionLine else {
      throw .wrongVersion(file: file, line: 1, found: String(first.dropFirst(2)))
    }
    var header = HeaderFields()
    var turns: [Turn] = []
    var pendingNow: String?
    var cassetteLine = 0
    var exchangeState = ExchangeBuilder()
    for (index, line) in lines.enumerated().dropFirst() {
      let number = index + 1
      if line.isEmpty { continue }
      if line.hasPrefix("#") {
        if turns.isEmpty, try header.take(line, number: number, file: file) {
          if line.hasPrefix("# cassette:") { cassetteLine = number }
        }
        continue
      }
      if line.hasPrefix("@now") {
        try exchangeState.requireClosed(file: file, line: number)
        pendingNow = try parser.clock(after: "@now", in: line, number: number, zone: header.zone)
        continue
      }
      switch line.first {
      case ">":
        try exchangeState.requireClosed(file: file, line: number)
        if turns.isEmpty { try header.requireComplete(file: file, line: number) }
        turns.append(Turn(now: pendingNow, input: try parser.body(line, number: number), line: number))
        pendingNow = nil
      case "<":
        guard !turns.isEmpty else { throw parser.malformed(number, "an output line comes before any input line") }
        try exchangeState.requireClosed(file: file, line: number)
        turns[turns.count - 1].output.append(try parser.body(line, number: number))
      case "~":
        guard !turns.isEmpty else { throw parser.malformed(number, "an LLM line comes before any input line") }
        if let exchange = try exchangeState.take(line, number: number, parser: parser) {
          turns[turns.count - 1].exchanges.append(exchange)
        }
      default:
        throw parser.malformed(number, "a line must start with #, @now, >, < or ~")
      }
    }
    if exchangeState.isOpen { throw .truncated(file: file, line: lines.count + 1) }
    if turns.isEmpty { try header.requireComplete(file: file, line: lines.count + 1) }
    let transcriptHeader = header.header
    var transcript = Transcript(file: file, header: transcriptHeader, turns: turns)
    if let name = transcriptHeader.cassette {
      try attachCassette(named: name, to: &transcript, line: cassetteLine, load: loadCassette)
    }
    return transcript
  }

  static func attachCassette(
    named name: String, to transcript: inout Transcript, line: Int, load: ((String) throws -> String)?
  ) throws(TranscriptError) {
    let text: String
    do {
      guard let load else { throw TranscriptError.unreadable(file: name, reason: "no file to read it from") }
      text = try load(name)
    } catch {
      throw .cassetteUnreadable(file: transcript.file, line: line, cassette: name, reason: reason(error))
    }
    let byTurn = try CassetteReader.read(
      text: text, file: name, transcript: URL(fileURLWithPath: transcript.file).lastPathComponent,
      turnCount: transcript.turns.count)
    for (turn, exchanges) in byTurn { transcript.turns[turn - 1].exchanges = exchanges }
  }

  static func reason(_ error: any Error) -> String {
    if case .unreadable(_, let reason)? = error as? TranscriptError { return reason }
    if let error = error as? TranscriptError { return error.description }
    return (error as NSError).localizedDescription
  }
}
