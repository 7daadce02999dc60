import Foundation
import SherpaCore
import Testing

@testable import SherpaStore

/// The chat log keeps its newest lines and drops the oldest past its limit.
struct ChatLogBoundTests {
  let at = Date(timeIntervalSince1970: 1_795_000_000)

  @Test func theOldestLinesGoOnceTheLimitIsPassed() throws {
    let store = try SherpaStore.inMemory()
    for index in 0..<250 {
      try store.appendChat(
        ChatEntry(at: at, text: "line \(index)", source: "local", intent: "help", reply: "ok"), keeping: 100)
      let kept = try store.chatLog(last: 1_000)
      #expect(kept.count == min(index + 1, 100))
      if kept.count != min(index + 1, 100) { break }
    }
    let kept = try store.chatLog(last: 1_000)
    #expect(kept.first?.text == "line 150")
    #expect(kept.last?.text == "line 249")
  }

}
