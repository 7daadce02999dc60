/// Levenshtein distance with an early exit, for telling typos from other words.
enum EditDistance {
  static func within(_ a: String, _ b: String, limit: Int) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    if abs(x.count - y.count) > limit { return false }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...max(x.count, 1) where !x.isEmpty {
      current[0] = i
      var rowMin = current[0]
      for j in stride(from: 1, through: y.count, by: 1) {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMin = min(rowMin, current[j])
      }
      if rowMin > limit { return false }
      swap(&previous, &current)
    }
    return previous[y.count] <= limit
  }
}
