import Foundation
import Testing

@testable import SherpaTranscript

@Suite struct RedactorTests {
  let redactor = Redactor.standard

  @Test(arguments: [
    ("key sk-abcDEF1234567890xyz in text", "sk-abcDEF1234567890xyz"),
    ("Authorization: Bearer abc.def-ghi", "abc.def-ghi"),
    ("authorization: Basic dXNlcjpwYXNz", "dXNlcjpwYXNz"),
    ("{\"Authorization\":\"Token zzz999\"}", "zzz999"),
    ("curl -H 'bearer tok_12345'", "tok_12345"),
    ("{\"api_key\": \"hunter2-secret\"}", "hunter2-secret"),
    ("api_key=plainvalue42&x=1", "plainvalue42"),
    ("x-api-key: k-777-888", "k-777-888"),
    ("OPENAI_API_KEY=sk-proj-AbC_123456789", "sk-proj-AbC_123456789"),
    ("# options: --offline --api-key plainkey77 --json", "plainkey77"),
  ])
  func builtInSecretsAreRemoved(text: String, secret: String) {
    let redacted = redactor.redact(text)
    #expect(!redacted.contains(secret), "\(redacted)")
    #expect(redacted.contains(Redactor.mask))
  }

  @Test func ordinaryTextIsUntouched() {
    let text = "Added Read — 20 min every day. Ask the skeptic about risk-free tasks."
    #expect(redactor.redact(text) == text)
  }

  @Test func configuredPatternsAndLiteralSecretsAreRemoved() throws {
    let custom = try Redactor(patterns: [#"ghp_[A-Za-z0-9]+"#], secrets: ["local-key-5"])
    let redacted = custom.redact("token ghp_AAA111 and local-key-5 and sk-notlongenough? sk-1234567890")
    #expect(!redacted.contains("ghp_AAA111"))
    #expect(!redacted.contains("local-key-5"))
    #expect(!redacted.contains("sk-1234567890"))
  }

  @Test func aBadPatternIsRefused() {
    #expect(throws: TranscriptError.badPattern("([")) { try Redactor(patterns: ["(["]) }
  }

  @Test func theWriterRedactsEverythingItWrites() throws {
    let directory = try Fixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("secret.transcript")
    var header = Fixture.header
    header.options = ["--api-key=sk-live-0123456789"]
    let writer = try TranscriptWriter(url: url, header: header, redactor: try Redactor(secrets: ["s3cr3t!"]))
    let exchange = LLMExchange(
      request: RequestSummary(json: true, messages: 1, system: nil, lastUser: "my key is sk-abcdefghijkl"),
      deltas: ["Authorization: Bearer xyz987"],
      outcome: .failure(RecordedFailure(code: "offline", detail: "api_key=s3cr3t!")))
    try writer.append(Turn(input: "use s3cr3t!", output: ["Bearer qqq111"], exchanges: [exchange]))
    try writer.close()
    let text = try String(contentsOf: url, encoding: .utf8)
    for secret in ["sk-live-0123456789", "sk-abcdefghijkl", "xyz987", "s3cr3t!", "qqq111"] {
      #expect(!text.contains(secret), "\(secret) in \(text)")
    }
    #expect(try TranscriptReader.load(contentsOf: url).turns.count == 1)
  }
}
