import ArgumentParser
import Foundation
import SherpaCoach
import SherpaStore
import SherpaTerminal

/// How a command ends badly; the exit codes of CLI.md are decided here and nowhere else.
enum Failure: Error, CustomStringConvertible {
  /// Bad usage, arguments or input file: exit 2.
  case usage(String)
  /// A command that could not do its work (or a replay mismatch): exit 1.
  case failed(String)
  /// The store cannot be opened or written: exit 3.
  case store(String)
  /// Exit quietly with this code (the message was already printed).
  case quiet(Int32)

  var description: String {
    switch self {
    case .usage(let message), .failed(let message), .store(let message): message
    case .quiet: ""
    }
  }

  var code: Int32 {
    switch self {
    case .usage: 2
    case .failed: 1
    case .store: 3
    case .quiet(let code): code
    }
  }

  /// Ends the process for `error`, printing one line that names the problem.
  static func exit(for error: any Error) -> Never {
    if let failure = error as? Failure {
      if !failure.description.isEmpty { printError(failure.description) }
      Foundation.exit(failure.code)
    }
    let code = SherpaCommand.exitCode(for: error)
    if code == .validationFailure {
      printError(SherpaCommand.fullMessage(for: error))
      Foundation.exit(2)
    }
    if code == .success { SherpaCommand.exit(withError: error) }
    printError(String(describing: error))
    Foundation.exit(1)
  }

  /// One message on stderr, cleaned like everything sherpa prints: an argument such as
  /// `--date $'\e]52;…'` is echoed without its escape sequence.
  private static func printError(_ message: String) {
    let text =
      message.hasPrefix("sherpa") || message.hasPrefix("Error:") || message.contains("\nUsage:")
      ? message : "sherpa: " + message
    FileHandle.standardError.write(Data((Sanitizer.clean(text) + "\n").utf8))
  }
}

extension Failure {
  /// Runs `body`, turning the store's errors into exit codes: a store that cannot be
  /// opened or written is exit 3, a refused change exit 1.
  static func wrapping<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as StoreError {
      throw error.isUnopenable ? Failure.store(error.description) : Failure.failed(error.description)
    }
  }
}
