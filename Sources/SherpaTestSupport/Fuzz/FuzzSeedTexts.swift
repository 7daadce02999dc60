import Foundation
import SherpaExport
import SherpaStore
import SherpaTranscript

/// Well-formed inputs for each reader, which the mutator starts from.
enum FuzzSeedTexts {
  static func builtIn(_ target: ReaderFuzz.Target) throws -> [String] {
    switch target {
    case .transcript: return transcripts
    case .actions: return actions
    case .config: return configs
    case .importer:
      let filled = try FilledStore.fill(try SherpaStore.inMemory())
      return [String(decoding: try filled.exportJSON(), as: UTF8.self)]
    }
  }

  /// The project's own files of the target's kind, when `repository` holds them.
  static func files(_ target: ReaderFuzz.Target, in repository: URL) -> [[UInt8]] {
    let (folder, suffix) =
      switch target {
      case .transcript: ("Transcripts", ".transcript")
      case .actions: ("Prompts/examples/valid", ".json")
      case .config, .importer: ("", "")
      }
    guard !folder.isEmpty else { return [] }
    let directory = repository.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().compactMap {
      (try? Data(contentsOf: directory.appendingPathComponent($0))).map(Array.init)
    }
  }

  static var transcripts: [String] {
    let header = TranscriptHeader(
      clock: "2026-11-23T08:00:00", timeZone: "Europe/London", options: ["--offline", "--json"],
      sherpaVersion: "0.1.0")
    let reply = LLMExchange(
      request: RequestSummary(json: true, messages: 2, system: "s", lastUser: "plan my day"),
      deltas: ["{\"reply\":", "\"ok\"}"],
      outcome: .reply(RecordedReply(model: "m", streamed: true, usage: nil)))
    let failure = LLMExchange(
      request: RequestSummary(json: false, messages: 1, system: nil, lastUser: "hi"), deltas: [],
      outcome: .failure(RecordedFailure(code: "rate_limited", number: 2)))
    let transcript = Transcript(
      file: "seed", header: header,
      turns: [
        Turn(input: "add a habit to read 20 minutes every day", output: ["Added Read — 20 min, every day.", ""]),
        Turn(now: "2026-11-24T09:00:00", input: "plan my day", output: ["ok"], exchanges: [reply]),
        Turn(input: "hi", output: ["Hello."], exchanges: [failure, reply]),
      ])
    var withCassette = transcript
    withCassette.header.cassette = "seed.cassette"
    let split = TranscriptFormat.render(withCassette)
    return [TranscriptFormat.render(transcript).transcript, split.transcript, split.cassette ?? ""]
  }

  static let actions = [
    #"{"reply":"Logged 20 minutes of reading.","actions":[{"type":"log_progress","item":"i1","amount":20,"unit":"min"}]}"#,
    #"{"reply":"Added.","actions":[{"type":"add_item","kind":"habit","name":"Stretch","unit":"min","target":10,"recurrence":{"freq":"daily"}}]}"#,
    #"{"reply":"Done.","actions":[{"type":"complete","item":"i2"},{"type":"skip","item":"i3","note":"sick"}]}"#,
    "Sure! ```json\n{\"reply\":\"Moved it.\",\"actions\":[{\"type\":\"reorder\",\"items\":[\"i2\",\"i1\"]}]}\n```",
    #"{"reply":"A plan.","actions":[{"type":"goal_create","title":"Run a marathon","target_date":"2027-06-01","priority":"now"}]}"#,
  ]

  static let configs = [
    """
    # sherpa settings
    [llm]
    base_url = "http://127.0.0.1:8080/v1"
    api_key = "sk-test"
    model = "gpt-4o-mini"
    timeout = 20

    [budget]
    messages = 200
    tokens = 200000

    [privacy]
    send_notes = false

    [day]
    wake = "07:00"
    bed = "23:30"
    """,
    "[llm]\nmodel = 'local' # inline comment\n[day]\nwake = \"6:45\"\n",
  ]
}
