/// Why a turn could not do what was asked. The turn still answers (exit 0) with the
/// error's code and a sentence that says what to do.
enum CoachError: Error, CustomStringConvertible {
  case notFound(intent: String, name: String, closest: [String])
  case ambiguous(intent: String, names: [String])
  case invalid(intent: String, message: String)

  var code: String {
    switch self {
    case .notFound: "not_found"
    case .ambiguous: "ambiguous"
    case .invalid: "invalid_input"
    }
  }

  var intent: String? {
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
