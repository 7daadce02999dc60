import Foundation

/// Tab completion, pure: finds the longest tail of the text before the cursor (starting
/// at a word boundary) that begins one or more candidates, case-insensitively, and says
/// what to insert (the common rest) and which candidates matched.
public enum Completion {
  public struct Result: Equatable, Sendable {
    public var insert: String
    public var choices: [String]
  }

  public static func complete(_ before: String, words: [String]) -> Result? {
    let characters = Array(before)
    var starts = [0]
    for (index, character) in characters.enumerated() where character == " " { starts.append(index + 1) }
    for start in starts {
      let tail = String(characters[start...])
      guard !tail.isEmpty else { continue }
      let lowered = tail.lowercased()
      let matches = words.filter { $0.lowercased().hasPrefix(lowered) && $0.count > tail.count }
      guard !matches.isEmpty else { continue }
      let rests = matches.map { String($0.dropFirst(tail.count)) }
      var common = rests[0]
      for rest in rests.dropFirst() {
        while !rest.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
      }
      if matches.count == 1 { common += " " }
      return Result(insert: common, choices: matches.count > 1 ? matches.sorted() : [])
    }
    return nil
  }
}

/// What the history file may keep: never a line that looks like it holds a secret.
public enum HistoryPolicy {
  public static func looksSecret(_ line: String) -> Bool {
    let lowered = line.lowercased()
    let markers = ["sk-", "api_key", "api-key", "apikey", "bearer ", "authorization", "password", "token="]
    return markers.contains { lowered.contains($0) }
  }

  /// The history file to keep, or nil with a one-line reason: a folder at that path would
  /// be chmod-ed and lose the history, a symbolic link would have its target rewritten.
  public static func usable(_ path: String) -> (path: String?, warning: String?) {
    guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else {
      return (path, nil)  // not there yet: made on the first line
    }
    if type == .typeRegular { return (path, nil) }
    let what = type == .typeDirectory ? "a folder" : type == .typeSymbolicLink ? "a symbolic link" : "not a plain file"
    return (nil, "\(path) is \(what); going on without history")
  }
}
