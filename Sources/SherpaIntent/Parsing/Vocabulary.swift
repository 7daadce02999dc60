/// The words that signal each intent.
enum Vocabulary {
  static let confirm: Set<String> = [
    "yes", "yeah", "yep", "yup", "yea", "ya", "sure", "ok", "okay", "confirm", "absolutely", "definitely",
    "correct", "alright", "please", "do", "it", "go", "ahead", "sounds", "good", "great", "perfect", "fine",
    "course", "of", "that", "is", "right", "lets", "let", "us", "apply", "agreed", "affirmative", "yes!", "k",
    "thing", "for", "why", "works", "me",
  ]
  static let confirmHeads: Set<String> = [
    "yes", "yeah", "yep", "yup", "yea", "sure", "ok", "okay", "confirm", "absolutely", "definitely", "correct",
    "alright", "go", "do", "sounds", "perfect", "fine", "of", "let", "apply", "agreed", "great", "please", "k",
    "why", "works",
  ]
  static let decline: Set<String> = [
    "no", "nope", "nah", "cancel", "never", "mind", "nevermind", "not", "now", "thanks", "forget", "it", "don't",
    "do", "dont", "that", "leave", "reject", "negative", "skip", "pass", "i", "will", "keep", "as", "is", "thank",
    "you", "way", "good", "really", "am", "fine",
  ]
  static let declineHeads: Set<String> = [
    "no", "nope", "nah", "cancel", "never", "nevermind", "not", "forget", "do", "leave", "reject", "negative",
    "pass",
  ]
  static let pastVerbs: Set<String> = [
    "ran", "walked", "did", "drank", "read", "meditated", "brushed", "went", "finished", "completed", "wrote",
    "jogged", "swam", "cycled", "biked", "flossed", "stretched", "lifted", "practiced", "practised", "studied",
    "cooked", "called", "cleaned", "took", "had", "ate", "journaled", "journalled", "worked", "trained",
    "logged", "hit", "got", "made", "paid", "filed", "sent", "done", "rode", "hiked", "prayed", "played",
  ]
  /// Words that take back what was said before them ("vitamins no floss", "ten minutes
  /// wait fifteen", "40m… 45 actually", "delete vitamins no i mean floss").
  static let takeBack: Set<String> = ["no", "nope", "wait", "sorry", "actually", "mean", "oops", "correction"]
  /// Words after which "one" names the day, not a score ("a good one", "long one today",
  /// "a really rough one"): the number reader makes it 1, the scores pass it by.
  static let oneAsDay: Set<String> = [
    "good", "bad", "long", "short", "rough", "tough", "weird", "lazy", "busy", "hard", "great", "nice", "quiet",
    "strange", "productive", "decent", "slow", "fun", "odd", "tiring", "mixed", "crazy", "heavy", "easy", "big",
    "calm", "chill", "messy", "sad", "happy",
  ]
  /// Whether `word`, a one ("1" or "one") said after `previous`, names the day rather than scores it.
  static func isDayOne(_ word: String, after previous: String?) -> Bool {
    (word == "1" || word == "one") && previous.map(oneAsDay.contains) == true
  }
  static let logVerbs: Set<String> = ["log", "logged", "record", "recorded", "add", "added", "put", "track"]
  static let completeWords: Set<String> = [
    "done", "finished", "completed", "complete", "finish", "check", "tick", "ticked", "checked", "crossed",
  ]
  static let addLeads: Set<String> = [
    "add", "create", "new", "track", "schedule", "remind", "start", "begin", "set", "put", "make", "plan",
  ]
  static let nameNoise: Set<String> = [
    "add", "create", "new", "track", "tracking", "schedule", "remind", "me", "to", "a", "an", "the", "habit",
    "task", "i", "want", "would", "like", "need", "have", "should", "start", "begin", "set", "up", "put",
    "reminder", "called", "named", "for", "my", "list", "please", "on", "daily", "make", "sure", "plan",
    "going", "gonna", "will", "try", "must", "got", "todo", "item", "it", "that", "is", "of", "every",
    "also", "can", "you", "as", "and", "in", "at", "by", "with", "get", "do", "one", "each", "per", "aim",
    "let", "us", "let's", "skip", "skipping", "delete", "remove", "archive", "rename", "change", "edit", "move",
    "today", "am", "not", "doing", "off", "because", "cause", "since", "due", "done", "mark", "as",
  ]
}
