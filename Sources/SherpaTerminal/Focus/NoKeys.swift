/// No keys at all (not a terminal): the countdown just waits.
public struct NoKeys: FocusKeySource {
  let wait: (Int32) -> Void

  public init(wait: @escaping (Int32) -> Void) { self.wait = wait }

  public mutating func next(waiting milliseconds: Int32) -> FocusKeyInput {
    wait(milliseconds)
    return .none
  }
}
