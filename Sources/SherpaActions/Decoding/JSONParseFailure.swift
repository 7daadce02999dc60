/// Why a text is not JSON, in words.
struct JSONParseFailure: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
