import Foundation

/// A recorded session: the header it ran with and its turns, in order.
public struct Transcript: Sendable, Equatable {
  /// The file the transcript was read from or is written to, used in messages.
  public var file: String
  public var header: TranscriptHeader
  public var turns: [Turn]

  public init(file: String, header: TranscriptHeader, turns: [Turn] = []) {
    self.file = file
    self.header = header
    self.turns = turns
  }

  /// The transcript with every turn's output replaced by `outputs` (same count and order).
  public func replacingOutputs(_ outputs: [[String]], exchanges: [[LLMExchange]]? = nil) -> Transcript {
    var copy = self
    for index in copy.turns.indices where index < outputs.count {
      copy.turns[index].output = outputs[index]
      if let exchanges, index < exchanges.count { copy.turns[index].exchanges = exchanges[index] }
    }
    return copy
  }
}
