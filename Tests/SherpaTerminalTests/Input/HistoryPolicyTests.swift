import Foundation
import SherpaTerminal
import Testing

/// The history file is kept only where it is a plain file or not there yet: a folder
/// there was chmod-ed to 0600 and the history lost, a symbolic link had its target
/// rewritten.
struct HistoryPolicyTests {
  @Test func onlyAPlainFileOrNothingIsUsed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("none").path
    #expect(HistoryPolicy.usable(missing).path == missing)
    let plain = folder.appendingPathComponent("plain").path
    try Data("read\n".utf8).write(to: URL(fileURLWithPath: plain))
    #expect(HistoryPolicy.usable(plain) == (plain, nil))

    let inner = folder.appendingPathComponent("history").path
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: false)
    #expect(HistoryPolicy.usable(inner).path == nil)
    #expect(HistoryPolicy.usable(inner).warning == "\(inner) is a folder; going on without history")

    let link = folder.appendingPathComponent("link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: plain)
    #expect(HistoryPolicy.usable(link).path == nil)
    #expect(HistoryPolicy.usable(link).warning == "\(link) is a symbolic link; going on without history")
  }
}
