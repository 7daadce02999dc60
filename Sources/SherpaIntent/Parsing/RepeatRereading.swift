import SherpaCore

/// A repeat's rule read again for a new item's or an edit's slots, after the model's
/// decision, where the reader leaves it alone: month days said before "monthly", a last
/// completion said with any verb, the one day said apart from a rule (here); rules in
/// words it does not read (`+Rules`) and an end said apart from the rule (`+Ends`).
enum RepeatRereading {
  /// The sentence with a repeat the reader leaves alone put in a form it reads: month days
  /// said before "monthly" ("1st & 15th monthly", "1st sat monthly", "the 10th every
  /// month" → "monthly on …"), and a last completion said with any verb ("every 10 days
  /// from when i last watered them", "three days after each time i do it", "three weeks
  /// after the last time i cleaned it" → "every … after i do it"). Nil when neither is said.
  static func rerepeated(_ u: Utterance, context: ParseContext) -> (Utterance, Rewritten)? {
    guard u.words.contains(where: repeatCues.contains) else { return nil }
    var text = Rewritten(u.words)
    // What the first rewrite left, for the second.
    var words = u.words
    let rule = u.recurrence?.recurrence
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    if rule == nil || rule?.freq == .monthly && rule?.byMonthDays.isEmpty == true && rule?.byNthWeekday.isEmpty == true
    {
      for index in words.indices
      where words[index] == "the" || RecurrencePhrases.nthWord(words, at: index, lenient: false) != nil {
        guard let spec = RecurrencePhrases.monthDays(words, at: index, lenient: false) else { continue }
        let said: Int
        if at(spec.end) == "monthly" {
          said = 1
        } else if at(spec.end) == "every" || at(spec.end) == "each", at(spec.end + 1) == "month" {
          said = 2
        } else {
          continue
        }
        text.replace(index..<(spec.end + said), with: ["monthly", "on"] + words[index..<spec.end])
        words = text.words
        break
      }
    }
    if rule?.afterCompletion != true {
      for index in words.indices {
        let counting = (words[index] == "counting" || words[index] == "counted") && at(index + 1) == "from"
        guard words[index] == "after" || words[index] == "from" || counting,
          let end = completionEnd(words, at: index + (counting ? 2 : 1))
        else { continue }
        text.replace(index..<end, with: ["after", "i", "do", "it"])
        // "three days after …": every three days.
        if index >= 2, Int(words[index - 2]) != nil, countedUnits.contains(words[index - 1]),
          index < 3 || words[index - 3] != "every"
        {
          text.insert("every", at: index - 2)
        }
        break
      }
    }
    guard let read = text.read(as: u, context: context), read.recurrence != nil else { return nil }
    return (read, text)
  }

  /// Words one of the repeats read again holds, so the rest are passed by.
  static let repeatCues: Set<String> = ["monthly", "month", "after", "from", "counting", "counted"]

  private static let countedUnits: Set<String> = ["day", "days", "week", "weeks", "month", "months"]

  /// Where a last completion said in words ends, read after "after", "counting from" or
  /// "from": the reader's own phrases, and their kin with any verb ("when i last watered
  /// them", "each time i clean it", "the last time i cleaned it", "the last watering"). A
  /// verb needs its object or a "last" or "each time" around it, so "after i get paid" is
  /// no completion.
  static func completionEnd(_ words: [String], at lead: Int) -> Int? {
    func at(_ i: Int) -> String { i < words.count ? words[i] : "" }
    guard lead <= words.count else { return nil }
    var index = lead
    var marked = false
    if at(index) == "when" || at(index) == "whenever" { index += 1 }
    if (at(index) == "each" || at(index) == "every") && at(index + 1) == "time" {
      index += 2
      marked = true
    } else if at(index) == "the" && at(index + 1) == "last" {
      let next = at(index + 2)
      if next == "time" {
        index += 3
        marked = true
      } else if next == "one" || next.utf8.count > 4 && next.hasSuffix("ing") {
        return index + 3
      }
    } else if at(index) == "last" && at(index + 1) == "time" {
      index += 2
      marked = true
    }
    if at(index) == "i" || at(index) == "we" {
      var cursor = index + 1
      if at(cursor) == "last" {
        cursor += 1
        marked = true
      }
      if at(cursor) == "have" || at(cursor) == "had" { cursor += 1 }
      let verb = at(cursor)
      if verb.utf8.count >= 2, verb.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
        cursor += 1
        let object = ["it", "them", "that", "this", "those", "one"].contains(at(cursor))
        if object { cursor += 1 }
        if at(cursor) == "last" {
          cursor += 1
          marked = true
        }
        if marked || object { return cursor }
      }
    }
    if marked { return index }
    for phrase in RecurrencePhrases.afterCompletion where Array(words[lead...].prefix(phrase.count)) == phrase {
      return lead + phrase.count
    }
    return nil
  }
}

extension RepeatRereading {
  /// A weekly or monthly rule that names no day, and the one day said apart from it ("call
  /// dad weds 8pm weekly", "weekly meal prep, sun 16:00", "a monthly task pay the phone
  /// bill on the twentieth"): the rule on that day, not a start on the next one. A day
  /// said as a start ("starting wednesday") stays one.
  static func dayOfRule(_ rule: Recurrence, _ u: Utterance) -> Recurrence? {
    guard rule.byWeekdays.isEmpty, rule.byMonthDays.isEmpty, rule.byNthWeekday.isEmpty, !rule.afterCompletion,
      let range = u.dateRange,
      range.lowerBound == 0 || !SlotWords.startWords.contains(u.words[range.lowerBound - 1])
    else { return nil }
    let said = u.words[range].filter { $0 != "on" && $0 != "the" }
    var day = rule
    if rule.freq == .weekly, said.count == 1, let weekday = Lexicon.weekdays[said[0]] {
      day.byWeekdays = [weekday]
      return day
    }
    if rule.freq == .monthly, let (n, next) = RecurrencePhrases.nthWord(said, at: 0, lenient: false), n != 0,
      next == said.count || next == said.count - 1 && said[next] == "day"
    {
      day.byMonthDays = [n]
      return day
    }
    return nil
  }

}
