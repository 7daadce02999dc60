import SherpaCore

/// A model's whole answer: the words to show and the actions to check and apply.
public struct ActionReply: Sendable, Hashable {
  public var reply: String
  public var actions: [Action]

  public init(reply: String, actions: [Action]) {
    self.reply = reply
    self.actions = actions
  }
}
