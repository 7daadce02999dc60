/// Where the countdown's keys come from: the raw terminal, or a script in tests.
public protocol FocusKeySource {
  /// The next key pressed within `milliseconds`; `.none` when none came, `.end` when input closed.
  mutating func next(waiting milliseconds: Int32) -> FocusKeyInput
}
