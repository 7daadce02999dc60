import Foundation

/// Inputs for the benchmarks: the parser's first corpus (Corpus/sherpa/original.jsonl), and a realistic
/// voice-style pipe (adds, logs, completes, skips, today).
enum BenchCorpus {
  static func load() -> [String] {
    // The parser's first corpus (412 sentences), so figures compare across versions.
    let url = URL(fileURLWithPath: "Corpus/sherpa/original.jsonl")
    var texts: [String] = []
    if let text = try? String(contentsOf: url, encoding: .utf8) {
      for line in text.split(separator: "\n") {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          let sentence = object["text"] as? String
        else { continue }
        texts.append(sentence)
      }
    }
    return texts.isEmpty
      ? ["walked 4000 steps", "add a habit to read 20 minutes every day", "brushed my teeth"] : texts
  }

  static func voicePipe(lines: Int) -> String {
    let setup = [
      "um add a habit to read twenty minutes every day", "add a habit to walk ten thousand steps every day",
      "okay so add a habit to drink two litres of water every day", "add a habit to meditate ten minutes every day",
      "add a habit to brush teeth twice a day",
    ]
    let loop = [
      "uh i did like five minutes of reading", "walked two thousand steps", "drank a glass of water",
      "brushed my teeth", "whats on today", "skip meditation today im sick", "um i meditated", "undo",
      "did another ten minutes of reading", "how am i doing",
    ]
    var out = setup
    var index = 0
    while out.count < lines {
      out.append(loop[index % loop.count])
      index += 1
    }
    return out.joined(separator: "\n") + "\n"
  }
}

/// The local instant LLM server (Benchmarks/tools/fake_llm.py) for the round-trip case.
final class FakeServer {
  let process: Process
  let baseURL: String

  init(process: Process, port: String) {
    self.process = process
    self.baseURL = "http://127.0.0.1:\(port)/v1"
  }

  static func start() -> FakeServer? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "Benchmarks/tools/fake_llm.py", "-"]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return nil }
    var line = Data()
    while let byte = try? output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
      line.append(byte)
    }
    let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    guard !port.isEmpty else { return nil }
    return FakeServer(process: process, port: port)
  }

  func stop() { process.terminate() }
}
