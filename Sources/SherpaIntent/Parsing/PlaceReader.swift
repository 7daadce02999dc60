import SherpaCore

/// Where an item is moved to, for a reorder's slots.
enum PlaceReader {
  /// Where an item is moved to. The last place said wins, so a correction is heard ("to
  /// the top no second", "slot 1, wait, slot 2") and so is where a thing goes rather than
  /// which thing ("move the first task to the bottom"); a number after "position",
  /// "number", "slot" or "to" ("taxes to #1"), or alone after the item ("write report →
  /// #2"), is a place.
  static func place(in u: Utterance) -> Int? {
    let words = u.words
    let places: [String: Int] = [
      "top": 1, "first": 1, "start": 1, "beginning": 1, "front": 1, "bottom": -1, "last": -1, "end": -1,
      "second": 2, "third": 3, "fourth": 4, "fifth": 5,
    ]
    var found: Int?
    var bare: Int?
    for (index, word) in words.enumerated() {
      // "not the bottom", "by the end of the day": no place ("the end of the list" is one).
      let denied = (index >= 1 && words[index - 1] == "not") || (index >= 2 && words[index - 2] == "not")
      if let place = places[word] {
        if !denied && !(["end", "start", "beginning"].contains(word) && endOfATime(words, after: index)) {
          found = place
        }
      } else if let value = Int(word), (1...50).contains(value), !u.consumed.contains(index) {
        let before = index > 0 ? words[index - 1] : ""
        if ["position", "number", "slot", "to", "spot", "place"].contains(before) {
          found = value
        } else if index == words.count - 1 || index == words.count - 2 {
          bare = value
        }
      }
    }
    return found ?? bare
  }

  /// Whether the word at `index` opens a stretch of time ("the end of the day", "the
  /// start of next week"), not a place in a list.
  static func endOfATime(_ words: [String], after index: Int) -> Bool {
    guard index + 1 < words.count, words[index + 1] == "of" else { return false }
    var next = index + 2
    while next < words.count, ["the", "this", "next", "my"].contains(words[next]) { next += 1 }
    return next < words.count
      && ["day", "week", "month", "year", "morning", "afternoon", "evening", "night"].contains(
        words[next])
  }
}
