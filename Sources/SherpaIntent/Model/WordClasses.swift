/// Words that say the same thing to a coach, gathered into classes the model sees as
/// one feature each: a sentence that says "bin the stretch habit" shares evidence with
/// "delete stretch" even when "bin" never appeared in training. The classes name what a
/// word means in this domain; the model decides what each class is worth.
enum WordClasses {
  static let table: WordMap<[String]> = {
    let groups: [String: [String]] = [
      "remove": ["delete", "remove", "erase", "drop", "bin", "trash", "ditch", "scrap", "nuke", "kill", "rid", "wipe"],
      "archive": ["archive", "retire", "shelve", "hide", "mothball", "park", "retired", "archived"],
      "done": [
        "done", "finished", "finish", "completed", "complete", "did", "tick", "ticked", "check", "checked", "knocked",
        "nailed", "smashed", "crushed", "✓", "✅", "got", "managed",
      ],
      "undone": ["untick", "uncheck", "unmark", "undone", "incomplete", "uncomplete", "unticked"],
      "undo": ["undo", "revert", "oops", "whoops", "scratch", "rollback", "reverse", "mistake", "wrong"],
      "skip": ["skip", "skipping", "skipped", "pass", "miss", "missing", "rest", "excuse", "sit"],
      "show": ["show", "list", "see", "view", "display", "look", "looking", "what's", "whats", "tell", "give"],
      "plan": ["today", "agenda", "plan", "schedule", "todo", "todos", "to-do", "reminders", "lineup", "docket"],
      "next": ["next", "first", "now", "urgent", "priority", "important", "tackle", "start", "pressing", "due"],
      "progress": [
        "stats", "statistics", "progress", "streak", "streaks", "average", "averaging", "doing", "trend", "trends",
        "numbers", "record", "consistent", "consistency", "worst", "best", "percentage", "rate", "often",
      ],
      "focus": [
        "focus", "pomodoro", "timer", "countdown", "deep", "heads", "lock", "concentrate", "session", "sprint",
      ],
      "pause": ["pause", "hold", "freeze", "break", "interrupt", "interrupted"],
      "resume": ["resume", "continue", "unpause", "restart", "carry", "back"],
      "stop": ["stop", "end", "quit", "cancel", "abort", "over"],
      "sleep": [
        "slept", "sleep", "woke", "wake", "rested", "tired", "groggy", "exhausted", "night", "insomnia", "bed",
      ],
      "mood": ["feeling", "feel", "feels", "mood", "energy", "energised", "anxious", "calm", "happy", "sad", "meh"],
      "score": ["fulfilment", "fulfillment", "fulfilled", "rate", "rating", "score", "out", "solid", "grade"],
      "wrap": ["wrap", "wrapping", "calling", "close", "closing", "evening", "tonight", "wind", "recap", "review"],
      "journal": [
        "journal", "diary", "note", "notes", "jot", "thought", "thoughts", "entry", "entries", "log", "wrote",
      ],
      "tokens": [
        "tokens", "token", "usage", "llm", "ai", "messages", "credits", "quota", "limit", "api", "model", "gpt", "cost",
        "spent", "budget",
      ],
      "badge": [
        "achievements", "achievement", "badges", "badge", "trophies", "trophy", "unlock", "unlocked", "medals",
      ],
      "league": ["league", "rank", "ranking", "leaderboard", "tier", "division", "bronze", "silver", "gold", "xp"],
      "mirror": [
        "honest", "honestly", "truth", "straight", "mirror", "brutal", "really", "sugarcoat", "frank", "lazy",
      ],
      "help": ["help", "commands", "how", "instructions", "manual", "features", "capable", "explain"],
      "export": ["export", "dump", "download", "backup", "json", "csv", "data", "ics", "calendar", "copy"],
      "goal": ["goal", "goals", "aim", "ambition", "dream", "objective", "want", "hoping", "achieve", "become"],
      "steps": ["break", "down", "steps", "milestones", "split", "decompose", "chunk", "chunks", "smaller", "stages"],
      "routine": ["routine", "routines", "ritual", "rituals", "sequence", "flow", "checklist"],
      "add": ["add", "new", "create", "track", "remind", "reminder", "put", "setup", "begin", "habit", "task", "make"],
      "change": [
        "rename", "change", "move", "reschedule", "push", "postpone", "set", "update", "edit", "shift", "bump",
        "adjust", "call", "instead", "switch",
      ],
      "order": ["top", "bottom", "order", "reorder", "above", "below", "before", "after", "swap", "rearrange"],
      "yes": ["yes", "yep", "yeah", "yup", "sure", "ok", "okay", "go", "absolutely", "please", "definitely", "fine"],
      "no": ["no", "nah", "nope", "leave", "nevermind", "never", "don't", "forget", "not"],
    ]
    var table: [String: [String]] = [:]
    for (name, words) in groups {
      for word in words { table[word, default: []].append(name) }
    }
    return WordMap(table.mapValues { $0.sorted() })
  }()
}
