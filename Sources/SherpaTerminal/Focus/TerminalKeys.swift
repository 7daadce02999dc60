/// Keys from the terminal's stdin in raw mode.
public struct TerminalKeys: FocusKeySource {
  let fd: Int32

  public init(fd: Int32 = 0) { self.fd = fd }

  public mutating func next(waiting milliseconds: Int32) -> FocusKeyInput {
    guard Platform.waitForInput(fd, milliseconds: milliseconds) else { return .none }
    let bytes = Platform.read(from: fd, count: 1)
    return bytes.first.map(FocusKeyInput.key) ?? .end
  }
}
