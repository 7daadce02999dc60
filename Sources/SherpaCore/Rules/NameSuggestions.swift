/// The names closest to something typed, for "no item called X; did you mean …".
public enum NameSuggestions {
  /// Up to `limit` names, closest first: containing the query beats edit distance.
  public static func closest(to query: String, among names: [String], limit: Int = 3) -> [String] {
    let wanted = query.lowercased()
    guard !wanted.isEmpty else { return Array(names.sorted().prefix(limit)) }
    let scored = names.map { name -> (String, Int) in
      let lower = name.lowercased()
      let score = lower.contains(wanted) || wanted.contains(lower) ? 0 : distance(wanted, lower) + 1
      return (name, score)
    }
    return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
  }

  /// Levenshtein distance between two strings, by characters.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
