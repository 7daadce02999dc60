import Foundation
import SherpaTerminal
import Testing

/// Compares drawn text with a file under Golden/; `SHERPA_RECORD=1` rewrites the file.
enum Golden {
  static let styles: [(String, RenderStyle)] = [("color", .rich), ("plain", .plain), ("ascii", .ascii)]

  static func directory(_ filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Golden")
  }

  static func check(
    _ text: String, _ name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory(filePath).appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["SHERPA_RECORD"] == "1" {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: url)
      return
    }
    guard let data = try? Data(contentsOf: url), let expected = String(data: data, encoding: .utf8) else {
      Issue.record("missing golden file \(name).txt; run with SHERPA_RECORD=1", sourceLocation: sourceLocation)
      return
    }
    #expect(text == expected, "\(name).txt differs", sourceLocation: sourceLocation)
  }

  /// Visible columns of a line, ANSI escapes left out.
  static func width(_ line: Substring) -> Int {
    var count = 0
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        count += 1
      }
    }
    return count
  }

  /// Checks the shared promises of every picture: fits the width, no escapes without
  /// colour, only ASCII in ASCII mode.
  static func checkShape(_ text: String, _ style: RenderStyle, sourceLocation: SourceLocation = #_sourceLocation) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(width(line) <= style.width, "too wide: \(line)", sourceLocation: sourceLocation)
    }
    if !style.color { #expect(!text.contains("\u{1B}"), sourceLocation: sourceLocation) }
    if !style.unicode {
      let ascii = text.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(ascii, sourceLocation: sourceLocation)
    }
  }
}
