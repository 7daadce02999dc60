import SherpaPrompts
import Testing

@testable import SherpaLLM

@Suite struct ChatTaskTests {
  @Test(arguments: ChatTask.allCases)
  func everyTaskStartsFromTheSystemPrompt(_ task: ChatTask) {
    let prompt = task.systemPrompt(includingSchema: false)
    #expect(prompt.hasPrefix(Prompts.system.trimmingCharacters(in: .newlines)))
    if let instructions = task.instructions {
      #expect(prompt.contains(instructions.trimmingCharacters(in: .newlines)))
    }
    #expect(!prompt.contains(Prompts.actionsSchema))
    #expect(task.systemPrompt(includingSchema: true).hasSuffix(Prompts.actionsSchema))
  }

  @Test func requestOrdersSystemContextHistoryThenUtterance() {
    let request = ChatRequest(
      task: .decompose, context: #"{"goal":"g1"}"#, history: [.user("hi"), .assistant("hello")],
      utterance: "break down my marathon goal")
    #expect(request.messages.map(\.role) == [.system, .system, .user, .assistant, .user])
    #expect(request.messages[1].content == "Context:\n{\"goal\":\"g1\"}")
    #expect(request.messages.last == .user("break down my marathon goal"))
    #expect(request.stream)
    #expect(request.wantsJSONObject)
  }

  @Test func repairShowsTheModelItsReplyAndTheReasons() {
    let request = ChatRequest(task: .reorder, context: "", utterance: "rethink my day")
    let repaired = request.repairing(reply: "not json", problems: ["not JSON", "order drops i3"])
    #expect(repaired.messages.count == request.messages.count + 2)
    #expect(repaired.messages[repaired.messages.count - 2] == .assistant("not json"))
    let last = repaired.messages[repaired.messages.count - 1].content
    #expect(last.contains("- not JSON\n- order drops i3"))
    #expect(request.cacheKey(model: "m", baseURL: "b") != repaired.cacheKey(model: "m", baseURL: "b"))
  }
}
