internal import CEdit
import Foundation
import SherpaTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The REPL's line reader over libedit: emacs keys (and `~/.editrc`), a persistent
/// history file (mode 0600, no duplicates, bounded, never holding lines that look like
/// secrets), Tab completion of slash commands and item names, Ctrl-C that clears the
/// line without leaving, and Ctrl-D on an empty line to leave. Not Sendable: one REPL
/// thread owns it.
public final class EditLineReader: LineReader {
  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private var event = HistEvent()
  private let box: Box
  private let historyPath: String?
  public static let historySize: Int32 = 1000

  final class Box {
    /// The prompt as a C string libedit may keep reading between calls; owned here.
    var prompt: UnsafeMutablePointer<CChar>? = strdup("")
    var words: () -> [String] = { [] }
    /// Set by the ^C binding: the line being typed is dropped.
    var interrupted = false
    /// Set by the ^X^E binding: the line typed so far, to finish in the editor.
    var toEdit: String?

    func setPrompt(_ text: String) {
      free(prompt)
      prompt = strdup(text)
    }

    deinit { free(prompt) }
  }

  /// nil when libedit cannot start on this terminal (the caller falls back to plain reading).
  public init?(historyPath: String?, words: @escaping () -> [String]) {
    EditLineReader.useUTF8Locale()
    guard let e = cedit_init_stdio("sherpa") else { return nil }
    guard let h = history_init() else {
      el_end(e)
      return nil
    }
    editLine = e
    history = h
    box = Box()
    box.words = words
    self.historyPath = historyPath
    _ = cedit_history_setsize(h, &event, EditLineReader.historySize)
    _ = cedit_history_setunique(h, &event, 1)
    _ = cedit_set_history(e, h)
    _ = cedit_set_editor(e, "emacs")
    _ = cedit_set_signal(e, 1)
    _ = cedit_set_clientdata(e, Unmanaged.passUnretained(box).toOpaque())
    _ = cedit_set_prompt(e) { e in
      guard let e, let raw = cedit_get_clientdata(e) else { return nil }
      let box = Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue()
      return box.prompt
    }
    _ = cedit_set_addfn(e, "sherpa-complete", "complete a command or item name") { e, _ in
      guard let e, let raw = cedit_get_clientdata(e) else { return UInt8(CC_ERROR) }
      let box = Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue()
      return EditLineReader.complete(e, words: box.words())
    }
    _ = cedit_bind(e, "^I", "sherpa-complete")
    // While a line is edited, ^C is a key that drops it (a signal would leave the
    // terminal half cooked); between lines it stays SIGINT, which cancels a request.
    _ = cedit_set_addfn(e, "sherpa-interrupt", "drop the line being typed") { e, _ in
      guard let e, let raw = cedit_get_clientdata(e) else { return UInt8(CC_ERROR) }
      Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().interrupted = true
      Platform.write(Array("^C\n".utf8), to: 1)
      return UInt8(CC_NEWLINE)
    }
    _ = cedit_setty_edit(e, "-isig")
    _ = cedit_bind(e, "^C", "sherpa-interrupt")
    // Ctrl-X Ctrl-E, as in bash and zsh: finish a long message in $VISUAL or $EDITOR.
    _ = cedit_set_addfn(e, "sherpa-edit", "write the message in $EDITOR") { e, _ in
      guard let e, let raw = cedit_get_clientdata(e) else { return UInt8(CC_ERROR) }
      var cursor: Int32 = 0
      var length: Int32 = 0
      var typed = ""
      if let buffer = cedit_line_buffer(e, &cursor, &length) {
        typed = String(
          decoding: UnsafeBufferPointer(
            start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(length)),
          as: UTF8.self)
      }
      Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().toEdit = typed
      Platform.write(Array("\n".utf8), to: 1)
      return UInt8(CC_NEWLINE)
    }
    _ = cedit_bind(e, "^X^E", "sherpa-edit")
    _ = cedit_source_default(e)
    if let historyPath { load(historyPath) }
    InterruptFlag.install()
  }

  /// libedit reads the prompt and the line as multibyte text in the C locale, which
  /// must be UTF-8 for "›" and non-ASCII names: take the environment's, else C.UTF-8.
  static func useUTF8Locale() {
    setlocale(LC_CTYPE, "")
    if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
    if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
  }

  deinit {
    el_end(editLine)
    history_end(history)
  }

  public func readLine(prompt: String) -> LineInput {
    box.setPrompt(prompt)
    InterruptFlag.clear()
    box.interrupted = false
    var count: Int32 = 0
    let raw = el_gets(editLine, &count)
    if box.interrupted {
      box.interrupted = false
      return .interrupted
    }
    if let typed = box.toEdit {
      box.toEdit = nil
      guard let written = ExternalEditor.edit(typed) else { return .interrupted }
      remember(written)
      return .line(written)
    }
    if InterruptFlag.isSet {
      InterruptFlag.clear()
      Platform.write(Array("^C\n".utf8), to: 1)
      return .interrupted
    }
    guard let raw, count > 0 else {
      if count < 0 && errno == EINTR { return .interrupted }
      return .end
    }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    remember(line)
    return .line(line)
  }

  /// Adds a line to the history (and its file), unless it is empty or looks secret.
  private func remember(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty && !HistoryPolicy.looksSecret(trimmed) {
      _ = cedit_history_enter(history, &event, trimmed)
      if let historyPath { save(historyPath) }
    }
  }

  private func load(_ path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return }
    _ = cedit_history_load(history, &event, path)
  }

  private func save(_ path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let previous = umask(0o077)
    _ = cedit_history_save(history, &event, path)
    umask(previous)
    chmod(path, 0o600)
  }

  /// Completes the word before the cursor from `words` (longest common prefix; a list when several).
  static func complete(_ e: OpaquePointer, words: [String]) -> UInt8 {
    var cursor: Int32 = 0
    var length: Int32 = 0
    guard let buffer = cedit_line_buffer(e, &cursor, &length) else { return UInt8(CC_ERROR) }
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(cursor))
    let before = String(decoding: bytes, as: UTF8.self)
    guard let result = Completion.complete(before, words: words) else { return UInt8(CC_REFRESH_BEEP) }
    if !result.insert.isEmpty { _ = el_insertstr(e, result.insert) }
    if result.choices.count > 1 {
      Platform.write(Array(("\n" + result.choices.joined(separator: "  ") + "\n").utf8), to: 1)
      return UInt8(CC_REDISPLAY)
    }
    return UInt8(CC_REFRESH)
  }
}
