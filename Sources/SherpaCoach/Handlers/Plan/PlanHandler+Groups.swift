import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// A must-do group said in words: "gym, run or cycle — any one counts", "any 2 of read,
/// journal and stretch count", "make a group of floss and mouthwash called teeth". It
/// changes several items (each member becomes a nice-to-do of the group), so it is
/// previewed and waits for a yes; applied, it is one undoable turn.
extension PlanHandler {
  struct GroupRequest: Equatable {
    /// The words that list the members.
    var list: String
    var required: Int
    /// The name said after "called" or "named", if any.
    var name: String?
  }

  /// The forms a group is said in, compiled once: the pattern, the group holding the list
  /// and the one holding how many count. "gym run or cycle any 1 counts", "any 2 of read
  /// journal and stretch count", "either gym or run counts", "make a group of floss and
  /// mouthwash".
  static let groupForms: [(regex: NSRegularExpression, list: Int, required: Int?)] = {
    let count = #"(1|2|3|4|5|6|7|8|9|single)"#
    let counts =
      #"(?: of (?:them|those|these|the [0-9]+))? (?:counts?|will count|is enough|are enough|will do|does it|do)$"#
    let forms: [(String, Int, Int?)] = [
      (#"^any "# + count + #" of (.+?) (?:counts?|will count|is enough|will do|does it|do)$"#, 2, 1),
      (#"^either (.+?) (?:counts?|will count|is enough|will do|does it)$"#, 1, nil),
      (
        #"^(?:make |create |set up |start |add |new )?(?:a |an )?(?:new )?(?:must do )?group (?:of |with |from |for )?"#
          + #"(.+?)(?: together)?(?: any "# + count + #"(?: of them)? counts?)?$"#, 1, 2
      ),
      (#"^put (.+?) (?:in|into) a (?:must do )?group$"#, 1, nil),
      (#"^(.+?) any "# + count + counts, 1, 2),
    ]
    return forms.compactMap { pattern, list, required in
      (try? NSRegularExpression(pattern: pattern)).map { ($0, list, required) }
    }
  }()

  /// The group a sentence asks for, if it is said in one of these forms.
  static func groupRequest(_ parse: ParseResult) -> GroupRequest? {
    let frame = parse.frame
    guard !frame.question, !frame.hypothetical, !frame.otherPerson, !frame.negated else { return nil }
    var text = parse.normalized
    // Most sentences hold none of the words every form needs.
    guard text.includes("any") || text.includes("either") || text.includes("group") else { return nil }
    let words = text.split(separator: " ")
    guard words.contains("any") || words.contains("either") || words.contains("group") else { return nil }
    var name: String?
    if let called = text.range(of: " called ") ?? text.range(of: " named ") {
      name = String(text[called.upperBound...])
      text = String(text[..<called.lowerBound])
    }
    for form in groupForms {
      guard let match = form.regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
        let listRange = Range(match.range(at: form.list), in: text)
      else { continue }
      var required = 1
      if let index = form.required, let range = Range(match.range(at: index), in: text) {
        required = Int(text[range]) ?? 1
      }
      let list = String(text[listRange])
      // A group has two members or more: a list without "and" or "or" is some other sentence
      // ("group therapy at 6"), unless it says how many count.
      let listed = list.split(separator: " ")
      let saysHowMany = form.required.map { match.range(at: $0).location != NSNotFound } ?? false
      guard listed.contains("or") || listed.contains("and") || saysHowMany else { continue }
      return GroupRequest(list: list, required: required, name: name)
    }
    return nil
  }

  /// Reads the members, checks them, and offers the group for a yes.
  func proposeGroup(_ request: GroupRequest) throws -> TurnOutcome {
    let named = parser().items(namedIn: request.list)
    if let ambiguity = named.ambiguous.first {
      throw CoachError.ambiguous(intent: .editItem, names: Array(ambiguity.items.prefix(3).map(\.name)))
    }
    if let word = named.unknown.first {
      return failure(
        .editItem, code: .notFound,
        "I don't have a habit called \"\(word)\" — add it first, then group them.")
    }
    if let task = named.items.first(where: { $0.kind != .habit }) {
      return failure(.editItem, code: .invalidInput, "Only habits go in a group; \(task.name) is a task.")
    }
    guard named.items.count >= 2 else {
      return failure(
        .editItem, code: .invalidInput,
        "A group needs two habits or more: which ones? Try \"gym, run or cycle — any one counts\".")
    }
    guard (1...named.items.count).contains(request.required) else {
      return failure(
        .editItem, code: .invalidInput,
        "That group has \(named.items.count) habits, so \(request.required) of them can't be required.")
    }
    let names = named.items.map(\.name)
    let title = request.name.flatMap(Item.normalizedName).map(Coach.titleCase) ?? PlanHandler.groupTitle(names)
    let proposal = Proposal(
      kind: .group(name: title, required: request.required, itemIDs: named.items.map(\.id), names: names),
      createdAt: now)
    try data.savePending(json: proposal.encoded(), at: now)
    var outcome = reply(
      .editItem,
      "Make a must-do group \"\(title)\": \(PlanHandler.groupDetail(request.required, names)) counts for the day, and each "
        + "of them becomes a nice-to-do on its own? Say yes to make it, or no to leave them as they are.")
    outcome.pending = proposal.summary(expiring: now.addingTimeInterval(Proposal.lifetime))
    return outcome
  }

  /// Makes the group and puts its members in it, as one undoable turn.
  func applyGroup(name: String, required: Int, itemIDs: [Int64]) throws -> TurnOutcome {
    var members: [Item] = []
    for id in itemIDs {
      guard let item = try data.item(id: id), !item.archived else {
        return failure(.confirm, code: .notFound, "One of those habits is gone now, so I made no group.")
      }
      members.append(item)
    }
    let group = try write("group \(name)") { () -> ItemGroup in
      let group = try data.addGroup(ItemGroup(name: name, required: required))
      for var item in members {
        item.groupID = group.id
        item.tier = .niceToDo
        _ = try data.editItem(item)
      }
      return group
    }
    let detail = PlanHandler.groupDetail(required, members.map(\.name))
    let text = "Made the must-do group \"\(group.name)\": \(detail) counts for the day. \"undo\" takes it apart."
    return reply(
      .confirm, text, source: .command,
      applied: [AppliedAction(type: .groupItems, item: group.name, detail: detail)])
  }

  /// "Go to the gym, Run or Cycle", within the 100 characters a group's name may hold.
  static func groupTitle(_ names: [String]) -> String {
    let title = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names[0]
    return title.count <= 100 ? title : String(title.prefix(99)) + "…"
  }

  /// "any 1 of Go to the gym, Run, Cycle".
  static func groupDetail(_ required: Int, _ names: [String]) -> String {
    "any \(required) of " + names.joined(separator: ", ")
  }
}
