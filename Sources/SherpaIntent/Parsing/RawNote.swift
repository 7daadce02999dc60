import SherpaCore

/// A note in the person's own words: what follows the first separator of a sentence
/// ("skipping floss - at a hotel with no floss", "morning reflection: slept ok, feeling
/// focused"), trimmed, with its case, numbers and punctuation kept.
enum RawNote {
  static func after(_ raw: String, separators: [String]) -> String? {
    let lowered = raw.lowercased()
    var best: String.Index?
    var bestEnd: String.Index?
    for separator in separators {
      guard let range = lowered.byteRange(of: separator) else { continue }
      if best == nil || range.lowerBound < (best ?? range.lowerBound) {
        best = range.lowerBound
        bestEnd = range.upperBound
      }
    }
    guard let bestEnd else { return nil }
    let offset = lowered.distance(from: lowered.startIndex, to: bestEnd)
    let tail = raw.unicodeScalars.count >= offset ? String(raw.dropFirst(offset)) : ""
    var trimmed = tail.trimmingCharacters(in: " :-–—,.", trailing: " :-–—,")
    // "skip floss, reason: just had a filling".
    for lead in ["reason:", "reason -", "reason being"] where trimmed.lowercased().hasPrefix(lead) {
      trimmed = String(trimmed.dropFirst(lead.count)).trimmingCharacters(in: " :-–—")
    }
    return trimmed.isEmpty || trimmed.unicodeScalars.count > 500 ? nil : trimmed
  }
}
