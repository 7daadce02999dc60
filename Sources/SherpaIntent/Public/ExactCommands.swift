/// Whole utterances that are a command word and nothing else ("undo", "yes", "stats"):
/// the parser takes these exact forms as they are, without the model, the way a shell
/// takes a verb. Anything longer or different goes to the model.
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
    return table[words.joined(separator: " ")]
  }
}
