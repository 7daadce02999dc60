import Foundation
import SherpaCore
import Testing

@testable import SherpaActions

@Suite struct DecoderTests {
  private func code(_ text: String) -> String? {
    do {
      _ = try ActionDecoder.decode(text)
      return nil
    } catch {
      return error.code
    }
  }

  @Test func decodesThePlainContract() throws {
    let reply = try ActionDecoder.decode(
      #"{"reply": "ok", "actions": [{"type": "log_progress", "item": "i2", "amount": 20, "unit": "min"}]}"#)
    #expect(reply.reply == "ok")
    #expect(reply.actions == [.logProgress(item: "i2", amount: 20, unit: .min)])
  }

  @Test func toleratesFencesAndLeadingText() throws {
    let fenced =
      "Sure!\n```json\n{\"reply\": \"done {x}\", \"actions\": [{\"type\": \"complete\", \"item\": \"i1\"}]}\n```"
    let reply = try ActionDecoder.decode(fenced)
    #expect(reply.reply == "done {x}")
    #expect(reply.actions == [.complete(item: "i1")])
  }

  @Test func bracesInsideStringsDoNotEndTheObject() throws {
    let text = #"noise {"reply": "a } and \" { b", "actions": []} trailing }"#
    #expect(try ActionDecoder.decode(text).reply == "a } and \" { b")
  }

  @Test func refusesTextWithoutAnObject() {
    #expect(code("no json here") == "not_json")
    #expect(code("[1, 2]") == "not_json")
    #expect(code("{\"reply\": \"x\", \"actions\": [") == "not_json")
  }

  @Test func refusesUnknownKeysAtEveryLevel() {
    #expect(code(#"{"reply": "x", "actions": [], "extra": 1}"#) == "unknown_key")
    #expect(code(#"{"reply": "x", "actions": [{"type": "complete", "item": "i1", "why": "x"}]}"#) == "unknown_key")
    let recurrence = #"{"freq": "daily", "every": 2}"#
    let item = #"{"kind": "habit", "name": "N", "unit": "count", "target": 1, "period": "day", "recurrence": "#
    #expect(
      code(#"{"reply": "x", "actions": [{"type": "add_item", "item": "# + item + recurrence + "}}]}") == "unknown_key")
  }

  @Test func namesTheWrongKeyByPath() {
    do {
      _ = try ActionDecoder.decode(#"{"reply": "x", "actions": [{"type": "complete"}, {"type": "skip", "item": 3}]}"#)
      Issue.record("accepted")
    } catch {
      #expect(error == .missingKey(path: "actions[0].item"))
    }
    do {
      _ = try ActionDecoder.decode(#"{"reply": "x", "actions": [{"type": "skip", "item": 3}]}"#)
      Issue.record("accepted")
    } catch {
      #expect(error == .wrongType(path: "actions[0].item", expected: "a string", found: "a number"))
      #expect(error.description.contains("actions[0].item"))
      #expect(error.feedbackForModel.contains("wrong_type"))
    }
  }

  @Test func refusesWrongTypes() {
    #expect(code(#"{"reply": "x", "actions": {}}"#) == "wrong_type")
    #expect(code(#"{"reply": "x", "actions": ["complete"]}"#) == "wrong_type")
    #expect(
      code(#"{"reply": "x", "actions": [{"type": "log_progress", "item": "i1", "amount": "5"}]}"#) == "wrong_type")
    #expect(
      code(#"{"reply": "x", "actions": [{"type": "log_progress", "item": "i1", "amount": true}]}"#) == "wrong_type")
    #expect(code(#"{"reply": "x", "actions": [{"type": "end_of_day", "note": "n", "score": 7.5}]}"#) == "wrong_type")
  }

  @Test func refusesUnknownActionTypes() {
    #expect(code(#"{"reply": "x", "actions": [{"type": "delete_item", "item": "i1"}]}"#) == "unknown_action")
  }

  @Test func nullCountsAsAbsent() throws {
    let reply = try ActionDecoder.decode(#"{"reply": "x", "actions": [{"type": "skip", "item": "i1", "note": null}]}"#)
    #expect(reply.actions == [.skip(item: "i1", note: nil)])
    #expect(code(#"{"reply": null, "actions": []}"#) == "missing_key")
  }

  @Test func readsAFullRecurrence() throws {
    let text = """
      {"reply": "x", "actions": [{"type": "add_item", "item": {"kind": "habit", "name": "Review", "unit": "min",
       "target": 30, "period": "month", "recurrence": {"freq": "monthly", "interval": 1, "by_month_days": [1, -1],
       "by_nth_weekday": [{"n": -1, "weekday": 5}], "after_completion": false,
       "end": {"type": "after_count", "count": 6}}}}]}
      """
    let reply = try ActionDecoder.decode(text)
    guard case .addItem(let draft) = reply.actions.first else {
      Issue.record("not an add_item")
      return
    }
    #expect(draft.recurrence.byMonthDays == [1, -1])
    #expect(draft.recurrence.byNthWeekday == [NthWeekday(n: -1, weekday: 5)])
    #expect(draft.recurrence.end == .afterCount(6))
    #expect(draft.period == .month)
  }

  @Test func editItemNeedsAChange() throws {
    #expect(code(#"{"reply": "x", "actions": [{"type": "edit_item", "item": "i1", "changes": {}}]}"#) == "missing_key")
    let reply = try ActionDecoder.decode(
      #"{"reply": "x", "actions": [{"type": "edit_item", "item": "i1", "changes": {"period": "week"}}]}"#)
    #expect(reply.actions == [.editItem(item: "i1", changes: ItemChanges(period: .week))])
  }
}

@Suite struct DecoderLimitTests {
  @Test func deepNestingAndHugeAnswersAreRefusedNotCrashed() {
    let deep = "{\"reply\": \"x\", \"actions\": " + String(repeating: "[", count: 100_000) + "}"
    #expect(throws: ActionError.self) { try ActionDecoder.decode(deep) }
    let huge = "{\"reply\": \"" + String(repeating: "a", count: ActionDecoder.maxBytes) + "\", \"actions\": []}"
    #expect(throws: ActionError.self) { try ActionDecoder.decode(huge) }
    let fine =
      "{\"reply\": \"x\", \"actions\": [], \"pad\": " + String(repeating: "[", count: 20)
      + String(repeating: "]", count: 20) + "}"
    do {
      _ = try ActionDecoder.decode(fine)
      Issue.record("accepted an unknown key")
    } catch {
      #expect(error.code == "unknown_key")
    }
  }
}

@Suite struct VocabularyTests {
  @Test func theDecoderKnowsEveryListedTypeAndNoOther() {
    for name in Action.typeNames + ["delete_item", "Complete", ""] {
      do {
        _ = try ActionDecoder.decode(#"{"reply": "x", "actions": [{"type": "\#(name)"}]}"#)
        Issue.record("accepted a bare \(name)")
      } catch {
        let known = Action.typeNames.contains(name)
        #expect(error.code == (known ? "missing_key" : "unknown_action"), "\(name)")
      }
    }
  }
}

@Suite struct ExtractionTests {
  @Test func skipsBracesInProseBeforeTheReply() throws {
    let text = #"I'll use {curly} notes and {} here: {"reply": "ok", "actions": [{"type": "complete", "item": "i1"}]}"#
    #expect(try ActionDecoder.decode(text).actions == [.complete(item: "i1")])
  }

  @Test func reportsWhyTheFirstCandidateFailed() {
    do {
      _ = try ActionDecoder.decode(#"{"reply": "x", "actions": [1 2]}"#)
      Issue.record("accepted")
    } catch {
      #expect(error == .notJSON("expected , or ]"))
    }
  }

  @Test func anObjectWithoutReplyIsStillDecodedStrictly() {
    do {
      _ = try ActionDecoder.decode(#"Here: {"answer": "x"}"#)
      Issue.record("accepted")
    } catch {
      #expect(error == .missingKey(path: "reply"))
    }
  }
}
