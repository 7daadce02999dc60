/// One read of the key source.
public enum FocusKeyInput: Sendable, Hashable {
  case key(UInt8)
  case none
  case end
}
