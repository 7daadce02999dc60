import Foundation
import SherpaCore
import Testing

@testable import SherpaActions

@Suite struct FuzzTests {
  /// Mutates the valid examples 20,000 times (bytes flipped, cut, duplicated, values
  /// swapped); decoding and validation must either accept or refuse, never crash, and
  /// whatever is accepted writes back to the same reply.
  @Test func twentyThousandMutatedRepliesNeverCrash() throws {
    let seeds = try Fixtures.files(in: "valid").map { Array(try Data(contentsOf: $0)) }
    #expect(!seeds.isEmpty)
    var random = SeededRandom(seed: 7)
    let tokens: [[UInt8]] = ["null", "-1", "1e308", "\"\"", "[]", "{}", "true", "\"i1\"", "8", "\"g1\"", "0.5", "{"]
      .map { Array($0.utf8) }
    var accepted = 0
    var refused = 0
    for round in 0..<20_000 {
      var bytes = seeds[round % seeds.count]
      for _ in 0...Int.random(in: 0...3, using: &random) {
        guard !bytes.isEmpty else { break }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0...4, using: &random) {
        case 0: bytes[at] = UInt8.random(in: 32...126, using: &random)
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
        case 2: bytes.insert(contentsOf: tokens[Int.random(in: 0..<tokens.count, using: &random)], at: at)
        case 3: bytes = Array(bytes[..<at])
        default:
          let other = Int.random(in: 0..<bytes.count, using: &random)
          bytes.swapAt(at, other)
        }
      }
      do {
        let reply = try ActionDecoder.decode(Data(bytes))
        _ = try ActionValidator.validate(reply, in: Fixtures.context)
        accepted += 1
        #expect(try ActionDecoder.decode(ActionEncoder.encode(reply)) == reply)
      } catch {
        #expect(!error.code.isEmpty && !error.description.isEmpty)
        refused += 1
      }
    }
    #expect(accepted + refused == 20_000)
    #expect(refused > 1_000)
    #expect(accepted > 100)
  }
}
