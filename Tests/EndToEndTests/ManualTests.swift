import Foundation
import Testing

/// The man page `scripts/install` puts in place says what sherpa reads from the
/// environment and what its exit codes mean, not only its options.
@Test func theManPageHasEnvironmentFilesAndExitStatus() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let page = try String(contentsOf: root.appendingPathComponent("Docs/sherpa.1"), encoding: .utf8)
  let sections = page.split(separator: "\n").filter { $0.hasPrefix(".Sh ") }.map { String($0.dropFirst(4)) }
  #expect(sections.suffix(3) == ["ENVIRONMENT", "FILES", "\"EXIT STATUS\""], "\(sections)")
  let environment = try #require(page.components(separatedBy: ".Sh ENVIRONMENT").last)
  for name in [
    "SHERPA_HOME", "SHERPA_NOW", "SHERPA_TZ", "TZ", "SHERPA_LLM_BASE_URL", "SHERPA_LLM_API_KEY", "OPENAI_API_KEY",
    "SHERPA_LLM_MODEL", "SHERPA_LLM_TIMEOUT", "NO_COLOR", "COLUMNS", "EDITOR", "XDG_DATA_HOME",
  ] {
    #expect(environment.contains(name), "\(name) is not in ENVIRONMENT")
  }
  let status = try #require(page.components(separatedBy: ".Sh \"EXIT STATUS\"").last)
  for code in ["0", "1", "2", "3"] { #expect(status.contains(".It \(code)\n"), "exit \(code)") }
}
