import SherpaCore

/// The spoken forms of the ten units and how each converts: time units stay time
/// units, litres and glasses become ml, kilos become g, miles become km (said in the
/// reply); nothing converts across dimensions.
enum Lexicon {
  struct SpokenUnit {
    var unit: Unit
    var factor: Double
    /// Said when the factor is not 1 and the spoken unit is not a plain multiple
    /// ("miles"), so the reply states the conversion.
    var spoken: String?
  }

  static let units: WordMap<SpokenUnit> = {
    var table: [String: SpokenUnit] = [:]
    func add(_ words: [String], _ unit: Unit, _ factor: Double = 1, spoken: String? = nil) {
      for word in words { table[word] = SpokenUnit(unit: unit, factor: factor, spoken: spoken) }
    }
    add(["minute", "minutes", "min", "mins", "mn"], .min)
    add(["second", "seconds", "sec", "secs"], .sec)
    add(["hour", "hours", "hr", "hrs", "h"], .hours)
    add(["km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "k"], .km)
    add(["mile", "miles", "mi"], .km, 1.609344, spoken: "mile")
    add(["metre", "metres", "meter", "meters"], .km, 0.001, spoken: "metre")
    add(["step", "steps"], .steps)
    add(["kcal", "calorie", "calories", "cal", "cals", "kilocalories"], .kcal)
    add(["g", "gram", "grams", "gr", "grammes"], .g)
    add(["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"], .g, 1000)
    add(["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres"], .ml)
    add(["l", "liter", "liters", "litre", "litres"], .ml, 1000)
    add(["glass", "glasses", "cup", "cups"], .ml, 250, spoken: "glass")
    add(["oz", "ounce", "ounces"], .oz)
    add(
      [
        "time", "times", "x", "rep", "reps", "page", "pages", "set", "sets", "pushups", "pushup", "situps",
        "squats", "chapter", "chapters", "lap", "laps", "session", "sessions", "pomodoros", "pills", "pill",
      ], .count)
    return WordMap(table)
  }()

  /// Unit words long enough to be told apart from ordinary words.
  static func isUnitWord(_ word: String) -> Bool {
    guard word.utf8.count >= 3, let spoken = units[word] else { return false }
    return spoken.unit != .count || word == "times" || word == "pages"
  }

  static let weekdays: WordMap<Int> = [
    "monday": 1, "mon": 1, "mondays": 1, "tuesday": 2, "tue": 2, "tues": 2, "tuesdays": 2,
    "wednesday": 3, "wed": 3, "weds": 3, "wednesdays": 3, "thursday": 4, "thu": 4, "thur": 4, "thurs": 4,
    "thursdays": 4, "friday": 5, "fri": 5, "fridays": 5, "saturday": 6, "sat": 6, "saturdays": 6,
    "sunday": 7, "sun": 7, "sundays": 7,
  ]

  static let months: WordMap<Int> = [
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
  ]

  /// Whether a word starts with a digit.
  static func startsWithDigit(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    return first >= 0x30 && first <= 0x39
  }

  /// ASCII digits only ("1100"; not "5k", not "3rd").
  static func isDigits<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  static let stopwords: WordSet = [
    "a", "an", "the", "my", "to", "of", "for", "on", "in", "at", "with", "and", "i", "me", "some", "this",
    "that", "it", "is", "am", "was", "just", "up", "out", "from", "by", "about", "our", "your", "more",
    "another", "again", "already", "today", "now", "please", "all", "be", "have", "has", "had", "do", "did",
    "done", "so", "then", "into", "off", "as", "its", "very", "really", "too", "we", "us", "will",
  ]
}
