import Testing

@testable import SherpaLLM

@Suite struct ServerSentEventsTests {
  let body =
    "data: {\"a\":1}\n\n: keep-alive\n\ndata: {\"b\":2}\r\n\r\nevent: x\ndata: one\ndata: two\n\ndata: [DONE]\n\n"

  @Test func eventsSurviveAnySplit() {
    let bytes = Array(body.utf8)
    for size in [1, 2, 3, 7, 16, bytes.count] {
      var parser = ServerSentEvents()
      var events: [String] = []
      var index = 0
      while index < bytes.count {
        events += parser.feed(Array(bytes[index..<min(index + size, bytes.count)]))
        index += size
      }
      events += parser.finish()
      #expect(events == [#"{"a":1}"#, #"{"b":2}"#, "one\ntwo", "[DONE]"], "split every \(size) bytes")
      #expect(parser.sawData)
    }
  }

  @Test func aLastEventWithoutABlankLineIsKept() {
    var parser = ServerSentEvents()
    #expect(parser.feed(Array("data: tail".utf8)).isEmpty)
    #expect(parser.finish() == ["tail"])
  }

  @Test func plainJSONIsNotAStream() {
    var parser = ServerSentEvents()
    #expect(parser.feed(Array("{\"choices\":[]}\n".utf8)).isEmpty)
    #expect(parser.finish().isEmpty)
    #expect(!parser.sawData)
  }

  @Test func assemblyJoinsDeltasAndReadsUsage() throws {
    var assembly = ReplyAssembly()
    let first = #"{"model":"m1","choices":[{"delta":{"role":"assistant","content":"Hel"},"finish_reason":null}]}"#
    #expect(try assembly.accept(first) == "Hel")
    #expect(try assembly.accept(#"{"choices":[{"delta":{"content":"lo"},"finish_reason":"stop"}]}"#) == "lo")
    #expect(try assembly.accept(#"{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":2}}"#) == nil)
    #expect(assembly.content == "Hello")
    #expect(assembly.model == "m1")
    #expect(assembly.finished)
    #expect(assembly.usage == ChatUsage(promptTokens: 3, completionTokens: 2))
  }

  @Test func anEventThatIsNotJSONIsABadReply() {
    var assembly = ReplyAssembly()
    #expect(throws: LLMError.badReply("the stream held an event that was not JSON")) {
      _ = try assembly.accept("<html>")
    }
  }
}
