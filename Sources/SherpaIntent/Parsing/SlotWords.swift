import SherpaCore

/// The word lists `SlotBuilder` and the readers after the model's decision cut names,
/// titles and notes with.
enum SlotWords {
  static let choreVerbs: Set<String> = [
    "pay", "submit", "renew", "descale", "file", "empty", "change", "put", "back", "cancel", "return",
  ]
  static let choreThings: Set<String> = [
    "bin", "bins", "recycling", "rubbish", "trash", "garbage", "bill", "bills", "invoice", "invoices", "rent",
  ]
  static let journalPolite: Set<String> = ["can", "could", "would", "you", "u", "please", "pls", "me", "just"]
  static let journalReadHeads: Set<String> = [
    "what", "whats", "show", "read", "open", "pull", "let", "how", "did", "view", "see", "display", "list", "bring",
    "give", "print", "go", "scroll", "find", "where", "which", "when",
  ]
  static let journalBare: Set<String> = ["my", "the", "journal", "diary", "entries", "entry", "please", "pls", "now"]
  /// Names that make "5k" a distance in km: running, cycling, rowing, hiking.
  static let distanceWords: Set<String> = [
    "run", "running", "runs", "jog", "jogging", "race", "ran", "cycle", "cycling", "bike", "biking", "row", "rowing",
    "hike", "hiking", "parkrun",
  ]
  /// Words that make "10k" a count of steps.
  static let walkingWords: Set<String> = ["walk", "walking", "walked", "walks", "steps", "step"]
  static let nameNumberLeads: Set<String> = [
    "number", "no", "chapter", "part", "episode", "room", "level", "lesson", "unit", "season", "volume", "section",
    "module", "issue", "ticket", "item", "version", "round", "phase", "step", "stage", "book", "act", "track",
  ]
  static let progressNoise: Set<String> = Vocabulary.nameNoise.union(Vocabulary.pastVerbs).union(
    Vocabulary.completeWords
  ).union(["log", "logged", "with", "more", "another", "minutes", "off", "check", "yes", "finally", "just", "not"])
  static let routineNoise: Set<String> = [
    "start", "run", "do", "begin", "my", "the", "routine", "let", "us", "kick", "off", "now", "what", "is", "in",
    "set",
  ]
  static let focusNoise: Set<String> = ["on", "for", "the", "a", "my", "focus", "session", "start", "pomodoro"]
  static let goalNoise: Set<String> = [
    "i", "want", "to", "would", "like", "my", "goal", "is", "new", "set", "a", "create", "add", "dream",
    "hope", "aim", "plan", "am", "going", "by", "before", "able", "the", "called", "of", "let", "us", "lets",
    "okay", "so",
  ]
  /// Words that only lead into a goal's title, never end one.
  static let goalLeads: Set<String> = [
    "make", "it", "have", "got", "decided", "park", "need", "for", "that", "me", "myself",
  ]
  /// Longest first, so "but for later" goes whole.
  static let priorityPhrases: [([String], Goal.Priority)] = [
    (["it", "is", "not", "urgent"], .later), (["but", "for", "later"], .later), (["for", "later"], .later),
    (["some", "day"], .later), (["someday"], .later), (["one", "day"], .later), (["1", "day"], .later),
    (["eventually"], .later),
    (["no", "rush"], .later), (["not", "urgent"], .later), (["low", "priority"], .later),
    (["next", "up"], .next), (["for", "next"], .next), (["after", "this"], .next), (["medium", "priority"], .next),
    (["top", "priority"], .now), (["high", "priority"], .now), (["right", "now"], .now), (["for", "now"], .now),
    (["asap"], .now), (["urgent"], .now),
  ]
  /// What trails a goal's title: how soon, and the request ("…, for later", "no rush", "make it a goal").
  static let goalTails: [[String]] =
    [
      ["for", "later"], ["but", "for", "later"], ["no", "rush"], ["it", "is", "not", "urgent"], ["not", "urgent"],
      ["make", "it", "a", "goal"], ["make", "that", "a", "goal"], ["make", "this", "a", "goal"], ["deadline"],
      ["as", "a", "goal"], ["by", "the", "end"], ["by", "end"], ["end", "of"], ["by", "summer"], ["by", "spring"],
      ["by", "autumn"], ["by", "fall"], ["by", "winter"], ["before", "summer"], ["by", "next", "summer"],
      // What asks for the goal after its title ("… put that in", "… can u set that up as a goal",
      // "… hold me to it").
      ["put", "that", "in"], ["put", "it", "in"], ["put", "that", "down"], ["put", "it", "down"], ["can", "you"],
      ["can", "u"], ["could", "you"], ["set", "that", "as"], ["set", "it", "as"], ["add", "that", "as"],
      ["hold", "me", "to"], ["i", "know", "it"],
      // A deadline the date reader did not take ("by the summer", "before the year is out").
    ]
    + ["the", "next", "my", "new", "christmas", "xmas", "valentines", "easter", "spring", "then"].flatMap {
      [["by", $0], ["before", $0]]
    }
  /// Where a skip's reason said without a separator may start after (`NoteText.after`):
  /// the skip's own words, the day skipped, and a day said again ("skip run on wednesday
  /// no thursday"); the item's own words are added for each sentence.
  static let skipAnchors = Set([
    "skip", "skipping", "skipped", "today", "tomorrow", "tonight", "miss", "pass", "yesterday", "yesterdays",
    "yesterday's", "morning", "evening", "night",
  ]).union(Lexicon.weekdays.keys)

  /// What may come before a skip's reason said without a separator ("can you skip the gym for me").
  static let skipLead = skipNoise.union([
    "you", "me", "for", "please", "pls", "could", "would", "u", "give", "reason", "this", "put", "down", "mark", "mind",
    // The raw words' contractions, which the normalised ones spell out.
    "let's", "lets", "i'm", "im", "i'll", "gonna", "wanna", "we're", "we'll",
  ])
  static let skipNoise: Set<String> = [
    "skip", "skipping", "skipped", "because", "cause", "since", "as", "so", "my", "the", "not", "doing", "pass",
    "on", "rest", "day", "no", "can", "we", "will", "going", "to", "do", "today", "tomorrow", "let", "us", "off",
    "a", "i", "am", "just",
  ]
  static let journalMarkers: [[String]] = [
    ["dear", "diary"], ["note", "to", "self"], ["jot", "down", "that"], ["jot", "down"], ["write", "down", "that"],
    ["write", "down"], ["journal", "entry"], ["journal", "that"], ["journal"],
  ]
  /// Words that make the day after them a start ("from wednesday", "starting monday").
  static let startWords: Set<String> = ["from", "starting", "start", "beginning", "begin"]
}
