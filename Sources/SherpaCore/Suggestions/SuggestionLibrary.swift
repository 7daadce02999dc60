/// The suggestions library: ready-made habits and tasks the coach offers for quick-add.
/// Each template's `s` id is fixed forever; new templates only ever go at the end.
public enum SuggestionLibrary {
  /// The categories, in the order people see them.
  public static let categories = ["sleep", "movement", "mind", "nutrition", "learning", "tidy", "social"]

  public static let all: [Suggestion] = [
    Suggestion(
      id: 1, name: "Sleep 8 hours", kind: .habit, unit: .hours, target: 8, period: .day,
      recurrence: .daily, category: "sleep", habitPrompt: "Set a bedtime alarm 30 minutes before lights out"),
    Suggestion(
      id: 2, name: "Lights out by 23:00", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "sleep", habitPrompt: "Dim the lights and plug your phone in outside the bedroom"),
    Suggestion(
      id: 3, name: "No screens after 22:00", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "sleep", habitPrompt: "Put your phone on its charger across the room"),
    Suggestion(
      id: 4, name: "No caffeine after 14:00", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "sleep", habitPrompt: "Swap the afternoon coffee for herbal tea"),
    Suggestion(
      id: 5, name: "Wake up at the same time", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "sleep", habitPrompt: "Put the alarm where you must stand up to stop it"),
    Suggestion(
      id: 6, name: "Make the bed", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "sleep", habitPrompt: "Pull the covers straight before leaving the room"),
    Suggestion(
      id: 7, name: "Walk 10,000 steps", kind: .habit, unit: .steps, target: 10000, period: .day,
      recurrence: .daily, category: "movement", habitPrompt: "Take the stairs once today"),
    Suggestion(
      id: 8, name: "Run 5 km", kind: .habit, unit: .km, target: 5, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [2, 4, 6]), category: "movement",
      habitPrompt: "Put on your trainers and step outside"),
    Suggestion(
      id: 9, name: "Stretch 10 minutes", kind: .habit, unit: .min, target: 10, period: .day,
      recurrence: .daily, category: "movement", habitPrompt: "Roll out the mat next to your bed"),
    Suggestion(
      id: 10, name: "Workout 3 times a week", kind: .habit, unit: .count, target: 3, period: .week,
      recurrence: .daily, category: "movement", habitPrompt: "Pack your gym bag the night before"),
    Suggestion(
      id: 11, name: "Cycle 20 km a week", kind: .habit, unit: .km, target: 20, period: .week,
      recurrence: .daily, category: "movement", habitPrompt: "Pump up the tyres tonight"),
    Suggestion(
      id: 12, name: "Do 20 push-ups", kind: .habit, unit: .count, target: 20, period: .day,
      recurrence: .daily, category: "movement", habitPrompt: "Do just one push-up"),
    Suggestion(
      id: 13, name: "Yoga 20 minutes", kind: .habit, unit: .min, target: 20, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 3, 5]), category: "movement",
      habitPrompt: "Unroll the mat and sit on it"),
    Suggestion(
      id: 14, name: "Take a lunchtime walk", kind: .habit, unit: .min, target: 15, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), category: "movement",
      habitPrompt: "Put your shoes by the door"),
    Suggestion(
      id: 15, name: "Meditate 10 minutes", kind: .habit, unit: .min, target: 10, period: .day,
      recurrence: .daily, category: "mind", habitPrompt: "Sit down and take three slow breaths"),
    Suggestion(
      id: 16, name: "Journal one line", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "mind", habitPrompt: "Open the notebook and write the date"),
    Suggestion(
      id: 17, name: "Write three gratitudes", kind: .habit, unit: .count, target: 3, period: .day,
      recurrence: .daily, category: "mind", habitPrompt: "Name one thing that went well today"),
    Suggestion(
      id: 18, name: "Breathe for 5 minutes", kind: .habit, unit: .min, target: 5, period: .day,
      recurrence: .daily, category: "mind", habitPrompt: "Breathe in for four, out for six, once"),
    Suggestion(
      id: 19, name: "Spend time outside", kind: .habit, unit: .min, target: 20, period: .day,
      recurrence: .daily, category: "mind", habitPrompt: "Open the window and look outside for a minute"),
    Suggestion(
      id: 20, name: "Digital detox hour", kind: .habit, unit: .hours, target: 1, period: .day,
      recurrence: .daily, category: "mind", habitPrompt: "Switch the phone to airplane mode"),
    Suggestion(
      id: 21, name: "Drink 2 litres of water", kind: .habit, unit: .ml, target: 2000, period: .day,
      recurrence: .daily, category: "nutrition", habitPrompt: "Fill a bottle and put it on your desk"),
    Suggestion(
      id: 22, name: "Eat 5 portions of fruit and veg", kind: .habit, unit: .count, target: 5, period: .day,
      recurrence: .daily, category: "nutrition", habitPrompt: "Put a piece of fruit in your bag"),
    Suggestion(
      id: 23, name: "Cook at home", kind: .habit, unit: .count, target: 4, period: .week,
      recurrence: .daily, category: "nutrition", habitPrompt: "Pick tomorrow's recipe tonight"),
    Suggestion(
      id: 24, name: "No sugary drinks", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "nutrition", habitPrompt: "Keep a glass of water within reach"),
    Suggestion(
      id: 25, name: "Eat a proper breakfast", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "nutrition", habitPrompt: "Set out a bowl and spoon the night before"),
    Suggestion(
      id: 26, name: "Take vitamins", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "nutrition", habitPrompt: "Keep the bottle next to your toothbrush"),
    Suggestion(
      id: 27, name: "Read 30 minutes", kind: .habit, unit: .min, target: 30, period: .day,
      recurrence: .daily, category: "learning", habitPrompt: "Read one page"),
    Suggestion(
      id: 28, name: "Practise a language 15 minutes", kind: .habit, unit: .min, target: 15, period: .day,
      recurrence: .daily, category: "learning", habitPrompt: "Open the app and do one card"),
    Suggestion(
      id: 29, name: "Practise an instrument", kind: .habit, unit: .min, target: 20, period: .day,
      recurrence: .daily, category: "learning", habitPrompt: "Take the instrument out of its case"),
    Suggestion(
      id: 30, name: "Watch a lecture", kind: .habit, unit: .count, target: 1, period: .week,
      recurrence: .daily, category: "learning", habitPrompt: "Bookmark one talk you want to see"),
    Suggestion(
      id: 31, name: "Write 500 words", kind: .habit, unit: .count, target: 500, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), category: "learning",
      habitPrompt: "Write one sentence"),
    Suggestion(
      id: 32, name: "Learn to code 30 minutes", kind: .habit, unit: .min, target: 30, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), category: "learning",
      habitPrompt: "Open the editor and run yesterday's code"),
    Suggestion(
      id: 33, name: "Tidy for 10 minutes", kind: .habit, unit: .min, target: 10, period: .day,
      recurrence: .daily, category: "tidy", habitPrompt: "Put away five things"),
    Suggestion(
      id: 34, name: "Clear the inbox", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 2, 3, 4, 5]), category: "tidy",
      habitPrompt: "Archive the oldest email"),
    Suggestion(
      id: 35, name: "Do the dishes before bed", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "tidy", habitPrompt: "Rinse one plate"),
    Suggestion(
      id: 36, name: "Weekly review", kind: .task, unit: .count, target: 1, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [7]), category: "tidy",
      habitPrompt: "Open your calendar for next week"),
    Suggestion(
      id: 37, name: "Declutter one drawer", kind: .habit, unit: .count, target: 1, period: .week,
      recurrence: .daily, category: "tidy", habitPrompt: "Take everything out of one drawer"),
    Suggestion(
      id: 38, name: "Water the plants", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [1, 4]), category: "tidy", habitPrompt: "Fill the watering can"),
    Suggestion(
      id: 39, name: "Call a friend", kind: .habit, unit: .count, target: 1, period: .week,
      recurrence: .daily, category: "social", habitPrompt: "Send a message asking when they are free"),
    Suggestion(
      id: 40, name: "Call family", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: Recurrence(freq: .weekly, byWeekdays: [7]), category: "social",
      habitPrompt: "Put their number on your home screen"),
    Suggestion(
      id: 41, name: "Send a kind message", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "social", habitPrompt: "Think of one person who helped you"),
    Suggestion(
      id: 42, name: "Eat dinner without phones", kind: .habit, unit: .count, target: 1, period: .day,
      recurrence: .daily, category: "social", habitPrompt: "Leave the phones in another room"),
    Suggestion(
      id: 43, name: "Plan a meet-up", kind: .task, unit: .count, target: 1, period: .day,
      recurrence: Recurrence(freq: .monthly, byMonthDays: [1]), category: "social",
      habitPrompt: "Pick two dates that work for you"),
    Suggestion(
      id: 44, name: "Pay the bills", kind: .task, unit: .count, target: 1, period: .day,
      recurrence: Recurrence(freq: .monthly, byMonthDays: [1]), category: "tidy", habitPrompt: "Open the banking app"),
  ]

  /// The template with this public id (`s12`).
  public static func suggestion(id: String) -> Suggestion? {
    guard let number = PublicID.suggestion.parse(id) else { return nil }
    return all.first { $0.id == number }
  }

  /// The templates of one category, in id order.
  public static func suggestions(in category: String) -> [Suggestion] {
    all.filter { $0.category == category }
  }
}
