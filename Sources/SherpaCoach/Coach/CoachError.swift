/// Why a turn could not do what was asked. The turn still answers (exit 0) with the
/// error's code and a sentence that says what to do.
enum CoachError: Error, CustomStringConvertible {
  case notFound(intent: TurnIntent, name: String, closest: [String])
  case ambiguous(intent: TurnIntent, names: [String])
  case invalid(intent: TurnIntent, message: String)

  var code: TurnErrorCode {
    switch self {
    case .notFound: .notFound
    case .ambiguous: .ambiguous
    case .invalid: .invalidInput
    }
  }

  var intent: TurnIntent? {
    switch self {
    case .notFound(let intent, _, _), .ambiguous(let intent, _), .invalid(let intent, _): intent
    }
  }

  var description: String {
    switch self {
    case .notFound(_, let name, let closest):
      let what = name.isEmpty ? "which item you mean" : "an item called \"\(name)\""
      if closest.isEmpty { return "I couldn't find \(what). Say \"today\" to see your plan." }
      return "I couldn't find \(what). Did you mean \(Coach.list(closest, or: true))?"
    case .ambiguous(_, let names):
      return "Which one do you mean: \(Coach.list(names, or: true))?"
    case .invalid(_, let message):
      return message
    }
  }
}
