import ArgumentParser
import SherpaCoach
import SherpaCore
import SherpaStore
import SherpaTerminal

/// `sherpa stats [--item NAME]`: streaks, rates, heatmap, month grid.
struct Stats: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats", abstract: "Streaks, completion rates, a year heatmap and trends.")

  @Option(help: ArgumentHelp("One item's stats and month grid.", valueName: "name"))
  var item: String?

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    let store = try launch.openStore(readOnly: true)
    let insights = Insights(store: store, environment: launch.environment)
    var chosen: Item?
    if let item {
      chosen = try Failure.wrapping { try store.item(named: item) }
      if chosen == nil {
        // An archived item keeps its history in the stats, so it can be asked for by name.
        let all = try Failure.wrapping { try store.items(includeArchived: true) }
        chosen = all.first { $0.archived && $0.name.lowercased() == item.lowercased() }
      }
      if chosen == nil {
        let names = try Failure.wrapping { try store.items(includeArchived: true).map(\.name) }
        let closest = NameSuggestions.closest(to: item, among: names, limit: 3)
        throw Failure.usage(
          "no item called \"\(item)\""
            + (closest.isEmpty ? "; sherpa today lists your items" : "; closest: " + closest.joined(separator: ", ")))
      }
    }
    let (report, display) = try Failure.wrapping { try insights.statsDisplay(item: chosen) }
    if global.json {
      try Output.json(report)
    } else {
      Output.text(DisplayRenderer.render(display, style: global.style(launch)))
    }
  }
}

/// `sherpa league`: this week's ladder.
struct League: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "league", abstract: "This week's league ladder: your rank and the promotion and demotion lines.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    let store = try launch.openStore(readOnly: true)
    let insights = Insights(store: store, environment: launch.environment)
    let ladder = try Failure.wrapping { try insights.league() }
    if global.json {
      try Output.json(LeagueReport(ladder))
    } else {
      Output.text(
        DisplayRenderer.render(.league(ladder, daysLeft: insights.daysLeftInWeek), style: global.style(launch)))
    }
  }
}

/// `sherpa achievements`: badges and progress.
struct AchievementsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "achievements", abstract: "Badges, what they take and how close you are.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    let store = try launch.openStore(readOnly: true)
    let badges = try Failure.wrapping { try Insights(store: store, environment: launch.environment).achievements() }
    if global.json {
      try Output.json(AchievementList(achievements: badges))
    } else {
      Output.text(DisplayRenderer.render(.achievements(badges), style: global.style(launch)))
    }
  }

  struct AchievementList: Encodable {
    var achievements: [AchievementProgress]
  }
}

/// `sherpa goals`: goals by priority, with progress, milestones and subgoals.
struct GoalsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "goals", abstract: "Your goals by priority, with their progress, milestones and subgoals.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let launch = try global.launch()
    let store = try launch.openStore(readOnly: true)
    let goals = try Failure.wrapping { try Insights(store: store, environment: launch.environment).goals() }
    if global.json {
      try Output.json(GoalList(goals: goals))
    } else {
      Output.text(GoalsView(goals: goals).render(style: global.style(launch)))
    }
  }

  struct GoalList: Encodable {
    var goals: [GoalSummary]
  }
}
