import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The built `sherpa` running on a pseudo-terminal, as a person at a keyboard runs it:
/// standard input, output and error are the terminal, which is its controlling one, so
/// the chat REPL starts its libedit line editor. A test types keys and reads the screen.
public final class PseudoTerminal {
  public let process: SherpaBinary.Spawned
  private let master: Int32
  /// Everything the program wrote so far, escape sequences and all.
  public private(set) var screen = ""

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Starts `sherpa --home H --now N --tz Z <arguments>` on a new terminal of 80 columns
  /// in a session of its own.
  public init(_ binary: SherpaBinary, _ arguments: [String], environment: [String: String] = [:]) throws {
    // posix_openpt and friends hide behind _XOPEN_SOURCE in Glibc's module: the same
    // through Linux's ioctls (unlock the slave, ask its number), as glibc does.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, Self.unlockSlave, &unlock) == 0, ioctl(master, Self.slaveNumber, &number) == 0
    else {
      if master >= 0 { close(master) }
      throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    let slave = "/dev/pts/\(number)"
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid (glibc runs the file actions after it): the first terminal a
    // session leader opens becomes its controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, master)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Self.spawnSetSID)
    var env = SherpaBinary.environment(environment)
    env["TERM"] = env["TERM"].flatMap { $0 == "dumb" ? nil : $0 } ?? "xterm"
    let pid: pid_t
    switch binary.spawn(arguments, environment: env, actions: &actions, attributes: &attributes) {
    case .success(let started): pid = started
    case .failure(let error):
      close(master)
      throw Failure(description: "cannot start \(binary.url.path): \(String(cString: strerror(error.code)))")
    }
    self.master = master
    self.process = SherpaBinary.Spawned(pid: pid)
  }

  /// TIOCSPTLCK and TIOCGPTN (`_IOW('T', 0x31, int)`, `_IOR('T', 0x30, unsigned int)`).
  static let unlockSlave: UInt = 0x4004_5431
  static let slaveNumber: UInt = 0x8004_5430
  /// glibc's POSIX_SPAWN_SETSID (behind _GNU_SOURCE too): the child leads a new session.
  static let spawnSetSID: Int16 = 0x80

  deinit {
    process.kill()
    _ = process.wait(timeout: 5)
    close(master)
  }

  /// Types `keys` (bytes as a terminal sends them: "\r" for Enter, "\u{03}" for Ctrl-C).
  public func type(_ keys: String) {
    var bytes = Array(keys.utf8)
    while !bytes.isEmpty {
      let written = write(master, bytes, bytes.count)
      if written <= 0 { return }
      bytes.removeFirst(written)
    }
  }

  /// Reads what the program writes until the screen, escape sequences and carriage
  /// returns left out, holds `text` after `from` characters; fails after `timeout`.
  @discardableResult
  public func expect(_ text: String, after from: Int = 0, timeout: TimeInterval = 20) throws -> Int {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let plain = Self.plain(screen)
      if plain.count > from, let range = plain.dropFirst(from).range(of: text) {
        return plain.distance(from: plain.startIndex, to: range.upperBound)
      }
      guard Date() < deadline, read(for: 0.1) else {
        throw Failure(description: "waited for \(text.debugDescription); the screen holds:\n\(Self.plain(screen))")
      }
    }
  }

  /// Waits until the terminal is in raw mode (no line editing by the kernel): the line
  /// editor is reading keys. A key typed before that is echoed and edited by the
  /// terminal itself (a Tab drawn as a tab, Ctrl-C a signal).
  public func waitForRawMode(timeout: TimeInterval = 20) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var modes = termios()
    while tcgetattr(master, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) != 0 {
      guard Date() < deadline else { throw Failure(description: "the terminal stayed in line mode") }
      read(for: 0.02)
    }
  }

  /// The screen so far without escape sequences and carriage returns.
  public var plainScreen: String { Self.plain(screen) }

  /// Reads what is there within `seconds`; false once the program has closed its side.
  @discardableResult
  public func read(for seconds: TimeInterval) -> Bool {
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, Int32(seconds * 1000)) >= 0 else { return false }
    if poller.revents & Int16(POLLIN) == 0 { return poller.revents & Int16(POLLHUP | POLLERR) == 0 }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = Glibc.read(master, &buffer, buffer.count)
    guard count > 0 else { return false }
    screen += String(decoding: buffer[0..<count], as: UTF8.self)
    return true
  }

  /// Reads until the program ends (or `timeout`), and returns how it ended.
  public func waitForEnd(timeout: TimeInterval = 20) -> SherpaBinary.Spawned.End {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline, read(for: 0.1) {}
    return process.wait(timeout: max(1, deadline.timeIntervalSinceNow))
  }

  /// `text` without CSI and other escape sequences, carriage returns, bells and backspaces.
  static func plain(_ text: String) -> String {
    var out = ""
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      switch scalar {
      case "\u{1B}":
        guard let next = iterator.next() else { break }
        if next == "[" {
          while let c = iterator.next(), !(0x40...0x7E).contains(c.value) {}
        }
      case "\r", "\u{07}", "\u{08}": continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
