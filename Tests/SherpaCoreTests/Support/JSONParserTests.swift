import SherpaCore
import Testing

@Suite struct JSONParserTests {
  private func parse(_ text: String) -> JSONValue? {
    try? JSONParser.parse(ArraySlice(Array(text.utf8))).get()
  }

  private func reason(_ text: String) -> String? {
    if case .failure(let failure) = JSONParser.parse(ArraySlice(Array(text.utf8))) { return failure.reason }
    return nil
  }

  @Test func readsEveryKindOfValue() {
    #expect(
      parse(#" {"a": [1, -2.5e1, true, false, null, "x"], "b": {}} "#)
        == .object([
          "a": .array([.number(1), .number(-25), .bool(true), .bool(false), .null, .string("x")]), "b": .object([:]),
        ]))
  }

  @Test func readsEscapesAndUnicode() {
    #expect(parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude80""#) == .string("a\"b\\c/d\n\té🚀"))
    #expect(parse("\"Café 🔥\"") == .string("Café 🔥"))
  }

  @Test func refusesWhatJSONDoesNotAllow() {
    for bad in [
      "{\"a\": 1,}", "[1 2]", "01", "1.", "1e", "+1", "tru", "\"open", "{\"a\" 1}", "{a: 1}", "\"\\x\"",
      "\"line\nbreak\"", "[1] 2", "1e999", "",
    ] {
      #expect(parse(bad) == nil, "\(bad)")
    }
  }

  @Test func refusesDuplicateKeysAndDeepNesting() {
    #expect(reason(#"{"a": 1, "a": 2}"#) == "the key \"a\" appears twice")
    let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
    #expect(reason(deep) == "nested too deeply")
    let fine = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
    #expect(parse(fine) != nil)
  }
}
