import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore

/// The read-only views: stats, league, achievements, mirror, help, and the answers for
/// what sherpa did not understand.
struct ViewHandler: CoachHandler {
  let context: CoachContext

  var insights: Insights { Insights(store: data, environment: environment) }

  /// Stats for the habit a question names ("how many steps this week", "how's my reading
  /// going"): where it stands in its period and how often it was done lately, with its
  /// month grid; the whole picture otherwise.
  func stats(_ parse: ParseResult, source: TurnOutcome.Source) throws -> TurnOutcome {
    if let habit = try habitStats(parse, source: source) { return habit }
    return try goalStats(parse.normalized, source: source) ?? stats(source: source)
  }

  /// "am i on track for the 10k", "how's the garage goal going": a question that names
  /// one active goal by a word of its title (not one a question is made of) is answered
  /// with where that goal stands: its progress, its milestones, its deadline.
  func goalStats(_ normalized: String, source: TurnOutcome.Source) throws -> TurnOutcome? {
    let said = Set(GoalHandler.contentWords(normalized)).subtracting(Self.askingWords)
    guard !said.isEmpty else { return nil }
    let named = try insights.goals().filter {
      $0.goal.status == .active && !said.isDisjoint(with: GoalHandler.contentWords($0.goal.title))
    }
    guard named.count == 1, let summary = named.first else { return nil }
    let done = summary.milestones.filter { $0.status == .done }.count
    var text = "\(summary.goal.title): \(summary.progress)% done"
    if summary.milestones.isEmpty {
      text += ", no milestones yet"
    } else {
      text += ", \(done) of \(summary.milestones.count) milestones"
      if let next = summary.milestones.first(where: { $0.status != .done }) { text += " (next: \(next.title))" }
    }
    if let date = summary.goal.targetDate { text += ", by \(Coach.longDate(date))" }
    text += summary.milestones.isEmpty ? ". Say \"break it down\" for milestones." : "."
    return reply(.stats, text, source: source)
  }

  /// The words a question about a goal is made of, which name no goal.
  static let askingWords: Set<String> = [
    "how", "doing", "going", "track", "what", "whats", "are", "this", "week", "month", "year", "today", "far",
    "have", "has", "many", "much", "goals", "did", "done", "been", "coming", "along", "getting", "with", "about",
  ]

  /// "how much water have i had", "how many steps have i got today" (read as a look at
  /// the day): a question of how much that names one habit is answered with that habit's
  /// figures, its name read as for a question about its numbers (nil otherwise).
  func howMuch(_ parse: ParseResult, input: String, source: TurnOutcome.Source) throws -> TurnOutcome? {
    guard ["how much ", "how many "].contains(where: { parse.normalized.hasPrefix($0) }),
      parse.slots.date.map({ $0 == today }) ?? true
    else { return nil }
    return try habitStats(parser().parse(input, context: parseContext, as: .stats), source: source)
  }

  /// The figures of the one habit `parse` names for certain (nil for none, a task or a guess).
  private func habitStats(_ parse: ParseResult, source: TurnOutcome.Source) throws -> TurnOutcome? {
    guard let id = parse.itemID, !parse.itemGuessed, let item = try data.item(id: id), item.kind == .habit else {
      return nil
    }
    var display: Display?
    let report: StatsReport
    if drawsPictures {
      (report, display) = try insights.statsDisplay(item: item)
    } else {
      report = try insights.stats(itemID: item.id)
    }
    let start = item.periodStart(containing: today)
    let done = try data.instances(itemID: item.id, from: start, to: today).reduce(0) { $0 + $1.progress }
    let period = item.period == .day ? "today" : "this \(item.period.rawValue)"
    let text =
      "\(item.name): \(Amounts.progress(done, of: item)) \(period); "
      + "\(Self.percent(report.completionRate.last7)) done over the last 7 days, "
      + "\(Self.percent(report.completionRate.last30)) over 30."
    var outcome = reply(.stats, text, source: source)
    outcome.display = display
    return outcome
  }

  static func percent(_ rate: Double) -> String { "\(Int((rate * 100).rounded()))%" }

  func stats(source: TurnOutcome.Source) throws -> TurnOutcome {
    let summary: StatsSummary
    var display: Display?
    if drawsPictures {
      let (report, picture) = try insights.statsDisplay()
      summary = StatsSummary(report)
      display = picture
    } else {
      summary = try insights.statsSummary()
    }
    var text = "Streak \(summary.streak.current) (best \(summary.streak.longest)), "
    text += "\(Self.percent(summary.last7)) done this week, \(summary.xpWeek) XP this week."
    if let hint = summary.hint { text = hint }
    var outcome = reply(.stats, text, source: source)
    // Nothing tracked yet: the hint is the whole answer.
    outcome.display = summary.hint == nil ? display : nil
    return outcome
  }

  func league(source: TurnOutcome.Source) throws -> TurnOutcome {
    let ladder = try insights.league()
    let you = ladder.entries.first { $0.isYou }
    var text =
      "You're #\(ladder.rank) of \(ladder.entries.count) in \(ladder.tier.title) this week with \(you?.xp ?? 0) XP."
    let lastWeek = ladder.weekStart.adding(days: -7)
    if let closed = try data.standings().last(where: { $0.weekStart == lastWeek }),
      let tier = LeagueTier(rawValue: closed.tier)
    {
      let result =
        switch LeagueOutcome(rank: closed.rank) {
        case .promote where tier.promoted != tier: "up to \(tier.promoted.title)"
        case .demote where tier.demoted != tier: "down to \(tier.demoted.title)"
        default: "staying in \(tier.title)"
        }
      text += " Last week you finished #\(closed.rank) in \(tier.title) with \(closed.xp) XP: \(result)."
    }
    var outcome = reply(.league, text, source: source)
    outcome.display = .league(ladder, daysLeft: insights.daysLeftInWeek)
    return outcome
  }

  func achievements(source: TurnOutcome.Source) throws -> TurnOutcome {
    let badges = try insights.achievements()
    let unlocked = badges.filter(\.unlocked).count
    var outcome = reply(.achievements, "\(unlocked) of \(badges.count) badges unlocked.", source: source)
    outcome.display = .achievements(badges)
    return outcome
  }

  /// How the coach sees the person, from local statistics (works offline). It states
  /// only figures the store holds: no streak line without a habit done, no mood without
  /// a score given, no hardest weekday from less than two weeks of history; with little
  /// to go on it says so and asks the one question that would teach it the most.
  func mirror(source: TurnOutcome.Source) throws -> TurnOutcome {
    let report = try insights.stats()
    let goals = try data.goals().filter { $0.status == .active }
    let habits = try data.items().filter { $0.kind == .habit }
    let lastScore = try data.endOfDayNotes(from: today.adding(days: -Insights.window), to: today)
      .max { $0.day < $1.day }
    var lines: [String] = []
    if goals.isEmpty {
      lines.append("No active goals yet — tell me one (\"i want to run a marathon by june\").")
    }
    for goal in goals.prefix(5) {
      let milestones = try data.milestones(goalID: goal.id)
      let done = milestones.filter { $0.status == .done }.count
      lines.append(
        "\(goal.title): \(milestones.isEmpty ? "not broken down yet" : "\(done)/\(milestones.count) milestones done").")
    }
    let rate = Int((report.completionRate.last7 * 100).rounded())
    let streak = report.streak.current
    if streak > 0 || rate > 0 {
      var win = streak > 0 ? "a \(streak)-day streak" : ""
      if !habits.isEmpty && rate > 0 { win += (win.isEmpty ? "" : " and ") + "\(rate)% of habits done this week" }
      lines.append("Small win: \(win).")
    }
    if let best = report.correlations.first {
      lines.append(
        "Pattern: when you do \(best.first) you also do \(best.second) \(Int((best.share * 100).rounded()))% of the time."
      )
    }
    let weakest = report.dayOfWeek.enumerated().min { $0.element < $1.element }
    if let weakest, report.activeDays >= Self.mirrorPatternDays {
      lines.append(
        "Friction to remove: \(LocalDay.weekdayNames[weakest.offset])s are your hardest day — plan less then.")
    }
    if let lastScore {
      let when =
        lastScore.day == today ? "today" : lastScore.day == today.adding(days: -1) ? "yesterday" : "on \(lastScore.day)"
      lines.append("Mood signal: you scored your day \(lastScore.fulfilment)/10 \(when).")
    }
    if report.activeDays < Self.mirrorPatternDays {
      lines.append(Self.mirrorLittleData(activeDays: report.activeDays, habits: habits.count))
      if let question = Self.mirrorQuestion(habits: habits.count, scored: lastScore != nil, goal: goals.first?.title) {
        lines.append(question)
      }
    }
    var outcome = reply(.mirror, "Here's how I see you right now:", source: source)
    outcome.display = .lines(lines)
    return outcome
  }

  /// Days with something done before the mirror names a weekday pattern.
  static let mirrorPatternDays = 14

  static func mirrorLittleData(activeDays: Int, habits: Int) -> String {
    let held = habits == 0 ? "no habits" : "\(habits) habit\(habits == 1 ? "" : "s")"
    let seen = activeDays == 0 ? "nothing done" : "\(activeDays) day\(activeDays == 1 ? "" : "s") with something done"
    return "I don't know you well yet: \(held) and \(seen) so far."
  }

  /// The one question whose answer would teach the mirror the most.
  static func mirrorQuestion(habits: Int, scored: Bool, goal: String?) -> String? {
    if habits == 0 {
      if let goal { return "One question: what could you do every day that moves \"\(goal)\" forward?" }
      return "One question: what's one thing you'd like to do every day?"
    }
    if !scored { return "One question: how would you score today, from 1 to 10?" }
    return nil
  }

  /// "suggest something for sleep": asks for ideas from the suggestions library.
  static func asksForIdeas(_ normalized: String) -> Bool {
    ["suggest", "idea", "ideas", "recommend", "something for"].contains { normalized.includes($0) }
  }

  /// Offline, ideas come straight from the suggestions library, by category or name.
  func suggestIdeas(_ normalized: String) throws -> TurnOutcome {
    let words = Set(normalized.split(separator: " ").map(String.init)).subtracting([
      "suggest", "something", "for", "a", "an", "the", "me", "some", "ideas", "idea", "better", "my", "habits",
      "habit", "new", "good", "any", "give", "can", "you",
    ])
    // A category said in other words ("exercise habits" are movement ones).
    let categories = Set(words.compactMap { ViewHandler.suggestionCategories[$0] })
    let matches = SuggestionLibrary.all.filter { suggestion in
      if categories.contains(suggestion.category) { return true }
      let haystack = (suggestion.name + " " + suggestion.category + " " + (suggestion.habitPrompt ?? "")).lowercased()
      return categories.isEmpty && words.contains { $0.count > 2 && haystack.contains($0) }
    }
    // Asked for nothing in particular: one idea from each of three categories.
    let spread = SuggestionLibrary.categories.prefix(3).compactMap { category in
      SuggestionLibrary.all.first { $0.category == category }
    }
    let picks = Array((matches.isEmpty ? spread : matches).prefix(3))
    let example = picks.first.map { "s\($0.id)" } ?? "s1"
    var outcome = reply(.suggest, "A few ideas from the library — say \"add \(example)\" to take one:", source: .local)
    outcome.display = .lines(
      picks.map { "s\($0.id)  \($0.name) — \(Amounts.quantity($0.target, $0.unit)) a \($0.period.rawValue)" })
    return outcome
  }

  /// Words for the library's categories.
  static let suggestionCategories: [String: String] = [
    "sleep": "sleep", "bed": "sleep", "bedtime": "sleep", "rest": "sleep", "sleeping": "sleep",
    "movement": "movement", "exercise": "movement", "fitness": "movement", "workout": "movement",
    "sport": "movement", "active": "movement", "moving": "movement", "move": "movement",
    "mind": "mind", "mental": "mind", "stress": "mind", "calm": "mind", "mindfulness": "mind", "mindful": "mind",
    "nutrition": "nutrition", "food": "nutrition", "eating": "nutrition", "diet": "nutrition",
    "healthy": "nutrition", "learning": "learning", "learn": "learning", "study": "learning",
    "studying": "learning", "tidy": "tidy", "tidying": "tidy", "cleaning": "tidy", "home": "tidy",
    "social": "social", "friends": "social", "family": "social",
  ]

  /// "add s21", "take s5": the library's suggestion by its id, if the words are only that.
  static func namedSuggestion(_ normalized: String) -> Suggestion? {
    // Most sentences end in a letter, never in a suggestion's number.
    guard let end = normalized.utf8.last(where: { $0 != UInt8(ascii: " ") }), end >= UInt8(ascii: "0"),
      end <= UInt8(ascii: "9")
    else { return nil }
    let words = normalized.split(separator: " ").map(String.init)
    guard let last = words.last, last.count >= 2, last.first == "s", let number = Int64(last.dropFirst()),
      words.count == 1 || words.count == 2 && ["add", "take", "use", "pick"].contains(words[0])
    else { return nil }
    return SuggestionLibrary.all.first { $0.id == number }
  }

  /// Adds the library's suggestion as a habit of its own, undoable like any add.
  func addSuggestion(_ suggestion: Suggestion) throws -> TurnOutcome {
    let item = try write("add \(suggestion.name)") {
      try data.addItem(suggestion.item(startDate: today, createdAt: now))
    }
    let schedule = item.recurrence.summary(start: item.startDate).lowercasedFirst
    return reply(
      .addItem, "Added \(item.name) — \(Amounts.quantity(item.target, of: item)), \(schedule). You've got this.",
      applied: [AppliedAction(type: .addItem, item: item.name, id: item.publicID)])
  }

  func usage() throws -> TurnOutcome {
    let day = try data.usage(day: today)
    var month = (messages: 0, tokens: 0)
    var cursor = today.startOfMonth
    while cursor <= today {
      let used = try data.usage(day: cursor)
      month.messages += used.messages
      month.tokens += used.tokens
      cursor = cursor.adding(days: 1)
    }
    return reply(
      .usage,
      "LLM today: \(day.messages) messages, \(day.tokens) tokens. This month: \(month.messages) messages, \(month.tokens) tokens.",
      source: .command)
  }
}

extension Intent {
  /// Asks that only the LLM does well (the local answer says so when offline).
  var needsModel: Bool { self == .decompose }
  /// Asks that go to the LLM whenever one is configured, even when the parser is sure:
  /// those that need it, and mirror mode, which works from local statistics and whose
  /// wording the LLM adds (SPEC.md §3); when the LLM fails, the mirror is answered locally.
  var goesToModel: Bool { needsModel || self == .mirror }
}
