import Foundation
import SherpaCore
import Testing

@testable import SherpaActions

@Suite struct EncoderTests {
  @Test func everyExampleRoundTrips() throws {
    for file in try Fixtures.files(in: "valid") {
      let reply = try ActionDecoder.decode(try Data(contentsOf: file))
      let again = try ActionDecoder.decode(ActionEncoder.encode(reply))
      #expect(again == reply, "\(file.lastPathComponent)")
    }
  }

  @Test func writesTheContractShapeWithSortedKeys() {
    let text = String(
      decoding: ActionEncoder.encode(Action.logProgress(item: "i2", amount: 20, unit: .min)), as: UTF8.self)
    #expect(text == #"{"amount":20,"item":"i2","type":"log_progress","unit":"min"}"#)
    let focus = String(decoding: ActionEncoder.encode(Action.startFocus(minutes: 25, item: nil)), as: UTF8.self)
    #expect(focus == #"{"minutes":25,"type":"start_focus"}"#)
  }
}

@Suite struct ResolvedActionTests {
  @Test func resolvedActionsWriteBackWithPublicIdsAndValidateAgain() throws {
    for file in try Fixtures.files(in: "valid") {
      let resolved = try ActionValidator.validate(
        try ActionDecoder.decode(try Data(contentsOf: file)), in: Fixtures.context)
      let written = ActionEncoder.encode(ActionReply(reply: "again", actions: resolved.map(\.action)))
      let again = try ActionValidator.validate(try ActionDecoder.decode(written), in: Fixtures.context)
      #expect(again == resolved, "\(file.lastPathComponent)")
    }
    let complete = ResolvedAction.complete(itemID: 3).action
    #expect(String(decoding: ActionEncoder.encode(complete), as: UTF8.self) == #"{"item":"i3","type":"complete"}"#)
  }
}
