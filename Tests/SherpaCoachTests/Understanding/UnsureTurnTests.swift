import Foundation
import SherpaCore
import SherpaIntent
import SherpaStore
import Testing

@testable import SherpaCoach

/// What the coach does with a sentence the parser is not sure of, offline: questions,
/// hypotheticals, other people and negations never write; an unsure change is offered
/// as a proposal that a yes applies; the edits said in words apply with undo.
@Suite struct UnsureTurnTests {
  func coachWithHabits() async throws -> Coach {
    let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
    for line in [
      "add a habit to read 20 minutes every day", "add a habit to meditate 10 minutes every day",
      "add a habit to brush teeth 2 times a day", "add a habit to run 5 km every day",
      "add a task to call the dentist today",
    ] {
      let outcome = await coach.handle(line)
      #expect(outcome?.applied.isEmpty == false, "\(line): \(outcome?.reply ?? "")")
    }
    return coach
  }

  func progress(_ coach: Coach, _ name: String) throws -> Double {
    let item = try #require(try coach.store.item(named: name))
    return try coach.store.instances(from: coach.environment.today, to: coach.environment.today).first {
      $0.itemID == item.id
    }?.progress ?? 0
  }

  @Test(arguments: [
    "why do i always skip meditation on weekends", "what if i read every morning", "my sister ran 5 km yesterday",
    "i didn't meditate today", "should i run today or rest", "what did i skip this week",
    "why am i so tired every afternoon", "i'm going to bed, goodnight",
  ])
  func sentencesThatAskForNothingNeverWrite(_ text: String) async throws {
    let coach = try await coachWithHabits()
    let before = try coach.store.items().map(\.name).sorted()
    let outcome = try #require(await coach.handle(text))
    #expect(outcome.applied.isEmpty, "\(text) → \(outcome.reply)")
    #expect(try coach.store.items().map(\.name).sorted() == before)
    #expect(try progress(coach, "Meditate") == 0)
    #expect(
      try coach.store.instances(from: coach.environment.today, to: coach.environment.today).allSatisfy { !$0.skipped })
  }

  @Test func aMentionWithoutAnAmountLogsOneStepOfACountHabit() async throws {
    let coach = try await coachWithHabits()
    let first = try #require(await coach.handle("brushed my teeth"))
    #expect(try progress(coach, "Brush teeth") == 1, "\(first.reply)")
    _ = await coach.handle("mark brush teeth as done")
    #expect(try progress(coach, "Brush teeth") == 2)
  }

  @Test func editsSaidInWordsApplyAndUndo() async throws {
    let coach = try await coachWithHabits()
    let longer = try #require(await coach.handle("change read to 45 minutes"))
    #expect(longer.intent == .editItem, "\(longer.reply)")
    #expect(try coach.store.item(named: "Read")?.target == 45)
    _ = await coach.handle("move read to 7pm")
    #expect(try coach.store.item(named: "Read")?.time == LocalTime(hour: 19, minute: 0))
    _ = await coach.handle("move call the dentist to tomorrow")
    #expect(try coach.store.item(named: "Call the dentist")?.startDate == coach.environment.today.adding(days: 1))
    _ = await coach.handle("undo")
    #expect(try coach.store.item(named: "Call the dentist")?.startDate == coach.environment.today)
    _ = await coach.handle("move meditate to the evening")
    #expect(try coach.store.item(named: "Meditate")?.timeSlot == .evening)
    #expect(try progress(coach, "Meditate") == 0)
  }

  @Test func anUnsureChangeIsOfferedAndAYesAppliesIt() async throws {
    let coach = try await coachWithHabits()
    let parse = coach.parser().parse("reading twenty minutes", context: coach.parseContext)
    guard parse.intent.writes && !parse.sure && parse.frame.allows(parse.intent) && coach.offer(parse) != nil else {
      // The model is sure of this one, or does not read it as a change: nothing to offer.
      return
    }
    let offered = try #require(await coach.handle("reading twenty minutes"))
    #expect(offered.applied.isEmpty)
    #expect(offered.pending != nil)
    #expect(offered.reply.hasPrefix("Did you mean:"))
    let yes = try #require(await coach.handle("yes"))
    #expect(yes.intent == .confirm)
    #expect(!yes.applied.isEmpty)
  }

  /// A new item offered on a yes says when it would come round, so the yes confirms what
  /// was read: its day and time, or its rule.
  @Test func aNewItemOfferedSaysWhenItComesRound() async throws {
    let coach = try await coachWithHabits()
    let dentist = coach.parser().parse("dentist thurs 3pm", context: coach.parseContext)
    let offer = try #require(coach.offer(dentist))
    #expect(offer.hasPrefix("add the task \u{201C}Dentist\u{201D}, due "), "\(offer)")
    #expect(offer.contains("Thu") && offer.hasSuffix(" at 15:00"), "\(offer)")
    let bill = coach.parser().parse("um every month on the twenty eighth pay phone bill", context: coach.parseContext)
    #expect(coach.offer(bill)?.hasSuffix(", monthly on the 28th") == true, "\(coach.offer(bill) ?? "nil")")
    let today = coach.parser().parse("add a task to water the plants", context: coach.parseContext)
    #expect(coach.offer(today) == "add the task \u{201C}Water the plants\u{201D}")
  }

  /// A change to an item the store does not hold, said with when it comes round, is
  /// offered as the new item it names, and a yes adds it with that rule; an unsure change
  /// to an item it holds is offered in words, and a yes applies it.
  @Test func anEditOfAnItemNotHeldIsOfferedAsANewOne() async throws {
    let coach = try await coachWithHabits()
    let text = "pay rent every month on the 4th, 16th and 31st"
    let unsure = coach.parser().parse(text, context: coach.parseContext, as: .editItem)
    #expect(unsure.itemID == nil)
    let offered = try coach.unsure(unsure, input: text)
    #expect(offered.applied.isEmpty && offered.pending != nil)
    #expect(
      offered.reply
        == "Did you mean: add the habit \u{201C}Pay rent\u{201D}, monthly on the 4th, the 16th & the 31st? Say yes to do it, or no."
    )
    let yes = try #require(await coach.handle("yes"))
    #expect(!yes.applied.isEmpty, "\(yes.reply)")
    let rent = try #require(try coach.store.item(named: "Pay rent"))
    // Rent that comes round every month is a habit to most people (the kind model).
    #expect(rent.kind == .habit && rent.recurrence == Recurrence(freq: .monthly, byMonthDays: [4, 16, 31]))
    // Without a day, a time or a rule there is no new item to offer: when the model is
    // sure it is an edit, the turn names the items it might mean (an error the turn
    // reports); otherwise it says it did not understand. Nothing waits for a yes.
    let rename = coach.parser().parse("rename gym to weights", context: coach.parseContext, as: .editItem)
    let renamed = Result { try coach.unsure(rename, input: "rename gym to weights") }
    #expect((try? renamed.get())?.pending == nil)
    if case .failure(let error) = renamed { #expect("\(error)".contains("couldn't find which item")) }
    #expect(try coach.store.item(named: "Weights") == nil)

    let longer = coach.parser().parse("read to 45 minutes", context: coach.parseContext, as: .editItem)
    #expect(coach.offer(longer) == "change Read: target 45 min a day")
    #expect(try coach.unsure(longer, input: "read to 45 minutes").pending != nil)
    _ = await coach.handle("yes")
    #expect(try coach.store.item(named: "Read")?.target == 45)
  }

  @Test func nothingBelowTheWriteThresholdWrites() async throws {
    let coach = try await coachWithHabits()
    let sentences = [
      "reading", "teeth", "meditation tonight maybe", "run run run", "dentist", "twenty minutes", "read?",
      "meditate or not", "the run was long", "calling the dentist is hard",
    ]
    for text in sentences {
      let parse = coach.parser().parse(text, context: coach.parseContext)
      let outcome = try #require(await coach.handle(text))
      if !parse.sure { #expect(outcome.applied.isEmpty, "\(text) → \(outcome.reply)") }
      _ = await coach.handle("no")
    }
  }
}

/// An offered reading names the day it would act on, as the yes would apply it.
@Test func anOfferNamesTheDayItActsOn() throws {
  let coach = try CoachFixture.coach(at: "2026-11-23T09:00:00")
  func offer(_ intent: Intent, day: String?, note: String? = "a long walk", score: Int? = nil) throws -> String? {
    var parse = ParseResult(intent: intent, confidence: 0.6)
    parse.slots.date = try day.map { try #require(LocalDay($0)) }
    parse.slots.note = note
    parse.slots.score = score
    return coach.offer(parse)
  }
  #expect(try offer(.journal, day: nil) == "add to today's journal: \u{201C}a long walk\u{201D}")
  #expect(try offer(.journal, day: "2026-11-23") == "add to today's journal: \u{201C}a long walk\u{201D}")
  #expect(try offer(.journal, day: "2026-11-22") == "add to yesterday's journal: \u{201C}a long walk\u{201D}")
  #expect(try offer(.journal, day: "2026-11-20") == "add to the journal for Fri 20 Nov: \u{201C}a long walk\u{201D}")
  #expect(try offer(.endOfDay, day: "2026-11-22", score: 7) == "save yesterday's end-of-day note with 7/10")
  #expect(try offer(.endOfDay, day: nil, score: 7) == "save today's end-of-day note with 7/10")
}
