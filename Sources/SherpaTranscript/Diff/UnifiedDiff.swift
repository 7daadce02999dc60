/// A unified diff of two lists of lines (`---`/`+++` labels, `@@` hunks with three lines
/// of context), or an empty string when they are equal.
public enum UnifiedDiff {
  /// One line of an edit script.
  enum Edit: Equatable {
    case same(String), removed(String), added(String)
  }

  public static func diff(
    expected: [String], actual: [String], expectedLabel: String = "expected", actualLabel: String = "actual",
    context: Int = 3
  ) -> String {
    guard expected != actual else { return "" }
    let edits = script(expected, actual)
    var text = "--- \(expectedLabel)\n+++ \(actualLabel)\n"
    for hunk in hunks(edits, context: context) { text += hunk }
    return text
  }

  /// The shortest edit script, by a longest-common-subsequence table over the part
  /// between the common prefix and suffix.
  static func script(_ old: [String], _ new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i * width + j] =
          a[i] == b[j] ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var edits = old[..<prefix].map { Edit.same($0) }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(.same(a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
        edits.append(.removed(a[i]))
        i += 1
      } else {
        edits.append(.added(b[j]))
        j += 1
      }
    }
    edits += old[(old.count - suffix)...].map { Edit.same($0) }
    return edits
  }

  static func hunks(_ edits: [Edit], context: Int) -> [String] {
    let changed = edits.indices.filter { edits[$0] != .same(edits[$0].text) }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let low = max(0, index - context)
      let high = min(edits.count - 1, index + context)
      if let last = groups.last, low <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...high
      } else {
        groups.append(low...high)
      }
    }
    var oldLine = [Int](repeating: 0, count: edits.count + 1)
    var newLine = [Int](repeating: 0, count: edits.count + 1)
    for (index, edit) in edits.enumerated() {
      oldLine[index + 1] = oldLine[index] + (edit.isAdded ? 0 : 1)
      newLine[index + 1] = newLine[index] + (edit.isRemoved ? 0 : 1)
    }
    return groups.map { range in
      let slice = edits[range]
      let oldCount = slice.filter { !$0.isAdded }.count
      let newCount = slice.filter { !$0.isRemoved }.count
      let oldStart = oldCount == 0 ? oldLine[range.lowerBound] : oldLine[range.lowerBound] + 1
      let newStart = newCount == 0 ? newLine[range.lowerBound] : newLine[range.lowerBound] + 1
      var text = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for edit in slice {
        switch edit {
        case .same(let line): text += " \(line)\n"
        case .removed(let line): text += "-\(line)\n"
        case .added(let line): text += "+\(line)\n"
        }
      }
      return text
    }
  }
}

extension UnifiedDiff.Edit {
  var text: String {
    switch self {
    case .same(let line), .removed(let line), .added(let line): line
    }
  }
  var isAdded: Bool { if case .added = self { true } else { false } }
  var isRemoved: Bool { if case .removed = self { true } else { false } }
}
