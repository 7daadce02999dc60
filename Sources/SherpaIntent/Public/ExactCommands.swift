/// Whole utterances that are a command word and nothing else ("undo", "yes", "stats"):
/// the parser takes these exact forms as they are, without the model, the way a shell
/// takes a verb; a view may follow "show" ("show my stats"). Anything longer or different
/// goes to the model.
enum ExactCommands {
  static let table: [String: Intent] = {
    let forms: [Intent: [String]] = [
      .undo: ["undo", "undo that", "undo it", "undo the last one", "undo last"],
      .help: ["help", "help me", "what can you do"],
      .confirm: ["yes", "y", "yeah", "yep", "yup", "ok", "okay", "sure", "do it", "go ahead", "yes please"],
      .decline: ["no", "n", "nope", "nah", "cancel", "no thanks", "not now", "never mind"],
      .showToday: ["today", "what is on today", "plan", "my plan", "agenda"],
      .stats: ["stats", "my stats", "statistics", "progress"],
      .league: ["league", "my league"],
      .achievements: ["achievements", "my achievements", "badges"],
      .usage: ["usage", "llm usage"],
      .export: ["export"],
      .due: ["what is next", "next", "what now"],
      .mirror: ["mirror"],
      .routine: ["routines", "my routines"],
      .decompose: ["break it down"],
      .pauseFocus: ["pause", "pause focus"],
      .resumeFocus: ["resume", "resume focus"],
      .stopFocus: ["stop focus", "stop the timer", "end focus"],
    ]
    var table: [String: Intent] = [:]
    for (intent, phrases) in forms {
      for phrase in phrases { table[phrase] = intent }
    }
    return table
  }()

  /// The intent of an utterance that is exactly one of the command forms.
  static func intent(of words: [String]) -> Intent? {
    guard !words.isEmpty, words.count <= 4 else { return nil }
    if let intent = table[words.joined(separator: " ")] { return intent }
    // "show my stats", "show me my badges": a view named after "show".
    guard words[0] == "show" else { return nil }
    var rest = words.dropFirst(words.count > 1 && words[1] == "me" ? 2 : 1)
    if rest.first == "my" && table[rest.joined(separator: " ")] == nil { rest = rest.dropFirst() }
    guard let intent = table[rest.joined(separator: " ")], views.contains(intent) else { return nil }
    return intent
  }

  static let views: Set<Intent> = [.showToday, .stats, .league, .achievements, .usage, .routine]
}
