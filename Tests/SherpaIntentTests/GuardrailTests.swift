import SherpaCore
import Testing

@testable import SherpaIntent

let redFlags = [
  "i want to kill myself",
  "I've been thinking about suicide",
  "sometimes i feel suicidal",
  "i just want to die",
  "i want to end my life",
  "everyone would be better off dead without me, i mean i'd be better off dead",
  "i keep hurting myself when i'm stressed",
  "i cut myself last night",
  "i've been self-harming again",
  "thinking of taking an overdose",
  "there's no reason to live anymore",
  "i have nothing to live for",
  "i don't want to be alive",
  "i made myself throw up after dinner",
  "i think i have an eating disorder",
  "i've stopped eating to lose weight",
  "i'm starving myself to get thin",
  "my bulimia is back",
  "he hits me when he's drunk",
  "my partner beats me",
  "i'm scared to go home",
  "i was raped",
  "my dad abuses me",
  "i'm afraid of my partner",
  "um so like i want to die honestly",
  "I wish I were dead.",
  "i've been making myself throw up after meals",
  "i binge and then purge",
  "um i keep purging after dinner",
]

let idioms = [
  "purge my old emails",
  "i had to throw up after that ride, motion sickness",
  "this workout is killing me",
  "i could kill for a coffee",
  "dying to try the new trail",
  "i'm starving, what should i eat",
  "my legs are dead after leg day",
  "i killed it at the gym today",
  "that run almost killed me lol",
  "my phone is dying",
  "i'm dying for a nap",
  "the plant is dying again",
  "i nailed my presentation, killed it",
  "let's kill time before the meeting",
  "i'm dead tired",
  "to die for chocolate cake",
  "this traffic is murder",
  "i'm so hungry i could eat a horse",
  "kill two birds with one stone",
  "add a habit to eat breakfast",
  "i hit my step goal",
  "skip gym today my knee hurts",
  "log 500 ml of water",
  "i'm dying laughing at this",
  "my battery is dying",
]

@Test(arguments: redFlags) func redFlagIsCaught(_ text: String) {
  #expect(Guardrail.isRedFlag(text))
}

@Test(arguments: idioms) func everydayIdiomIsNotARedFlag(_ text: String) {
  #expect(!Guardrail.isRedFlag(text))
}

@Test func emptyAndNoiseAreNotRedFlags() {
  #expect(!Guardrail.isRedFlag(""))
  #expect(!Guardrail.isRedFlag("\u{0}\u{1}  🙂"))
}

/// The parser reads the same words and carries the same answer, which the coach uses.
@Test func aParseCarriesTheGuardrailsAnswer() {
  let parser = IntentParser(items: [])
  let context = ParseContext(
    today: LocalDay(ordinal: 20_000), time: LocalTime(minutesSinceMidnight: 600),
    wake: LocalTime(minutesSinceMidnight: 420), bed: LocalTime(minutesSinceMidnight: 1380))
  var flagged = 0
  for text in redFlags + idioms + ["", "undo", "I've had it, i can't go on, i want to die"] {
    let parsed = parser.parse(text, context: context)
    #expect(parsed.redFlag == Guardrail.isRedFlag(text), "\(text)")
    if parsed.redFlag { flagged += 1 }
  }
  #expect(flagged == redFlags.count + 1)
}
