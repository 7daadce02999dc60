import SherpaCore

/// The on-device parser: normalise → numbers, units, dates, times, recurrence → the
/// intent model's decision → slots, with item names resolved against the store's active
/// items. Pure and `Sendable`: the same text, items and context always give the same
/// result.
///
/// The intent and its confidence come from `IntentModel` (a calibrated probability),
/// except for exact command forms taken as they are: a command word alone ("undo", "yes",
/// "stats"; `ExactCommands`), a command on one item named as the store holds it ("mark
/// floss done", "skip gym today"; `ItemCommands`), the taught forms of adding an item and
/// of scoring a day (`ExactForms`) and a routine's definition ("my morning routine: make bed
/// 2 min, stretch 10 min"; `RoutineSentence.isDefinition`);
/// `ParseResult.sure` says whether the coach may act on it on the device: an intent
/// that changes the store needs the model's write threshold and a sentence put as a
/// statement or request (`WriteFrame`); a view or answer needs the read threshold.
public struct IntentParser: Sendable {
  /// At or above this probability a change to the store is made on the device (chosen
  /// on the calibration split for ≥ 99.5% write precision; see Corpus/README.md).
  public static var writeThreshold: Double { IntentModel.shipped.writeThreshold }
  /// At or above this probability a view or an answer is given on the device.
  public static var readThreshold: Double { IntentModel.shipped.readThreshold }

  let matcher: ItemMatcher
  let items: [ItemRef]
  let model: IntentModel

  public init(items: [ItemRef], model: IntentModel = .shipped) {
    self.items = items
    self.matcher = ItemMatcher(items: items)
    self.model = model
  }

  /// What the readers and the frame found in one sentence.
  struct Reading {
    var normalized: Normalizer.Output
    var utterance: Utterance
    var match: ItemMatcher.Match?
    var unitItem: ItemRef?
    var frame: WriteFrame
    var hasItem: Bool
  }

  /// The model's input for a reading: its features and the keyword rules' vote, with
  /// whether that is an exact command form (rule confidence of at least
  /// `IntentParser.exactForm`). Not made when an exact command form decides.
  struct Weighing {
    var features: [Int32]
    var rule: (intent: Intent, confidence: Double)
  }

  /// The keyword rules' confidence from which a vote counts as an exact command form.
  static let exactForm = 0.85

  func read(_ text: String, context: ParseContext) -> Reading {
    let normalized = Normalizer.normalize(text)
    var utterance = Utterance(words: normalized.words, context: context)
    utterance.raw = text
    let match = matcher.match(utterance.words, skip: utterance.consumed)
    let unitItem = utterance.quantity?.unit.flatMap { matcher.only(unit: $0) }
    return Reading(
      normalized: normalized, utterance: utterance, match: match, unitItem: unitItem,
      frame: WriteFrame.read(normalized.scanned, raw: text),
      hasItem: match != nil || unitItem != nil && utterance.quantity?.unit != nil)
  }

  func weigh(_ reading: Reading, context: ParseContext) -> Weighing {
    let rule = IntentRules.classify(reading.utterance, hasItem: reading.hasItem)
    let features = IntentFeatures.extract(
      words: reading.normalized.words, utterance: reading.utterance, match: reading.match, hasItem: reading.hasItem,
      rule: rule, frame: reading.frame, today: context.today)
    return Weighing(features: features, rule: rule)
  }

  /// The model's input for a sentence, for training and evaluation.
  @_spi(Training) public func features(
    _ text: String, context: ParseContext
  ) -> (features: [Int32], frame: WriteFrame, exactForm: Intent?) {
    let reading = read(text, context: context)
    let weighing = weigh(reading, context: context)
    return (
      weighing.features, reading.frame, weighing.rule.confidence >= Self.exactForm ? weighing.rule.intent : nil
    )
  }

  public func parse(_ text: String, context: ParseContext) -> ParseResult {
    let reading = read(text, context: context)
    let exact =
      reading.normalized.words.isEmpty
      ? Intent.unknown
      : RoutineSentence.isDefinition(text)
        ? Intent.routine
        : ExactCommands.intent(of: reading.normalized.words) ?? ExactForms.intent(
          of: reading.normalized.words, raw: text, namesItem: (reading.match?.score ?? 0) >= 1)
          ?? ItemCommands.intent(of: reading.utterance.words, raw: text, match: reading.match)
    // An exact command form decides without the model, so its input is not made.
    var weighing: Weighing?
    var decision: (Intent, Double)
    if let exact {
      decision = (exact, 1.0)
    } else {
      let weighed = weigh(reading, context: context)
      weighing = weighed
      decision = model.decide(weighed.features)
    }
    // A question never writes, so when the likeliest reading of an open question (a
    // question word first, or a question mark) is a change, the likeliest that only looks
    // is answered instead ("how many steps did i walk today"). "did my pages" may be a
    // clipped statement, and keeps its reading. A question put to the journal reads it
    // back ("what did i write on saturday", "fri's journal?"): nothing of it is a note.
    let asks =
      reading.frame.question && decision.1 < 1
      && (reading.normalized.words.first.map(WriteFrame.questionHeads.contains) ?? false
        || text.trimmingCharacters(in: .whitespaces).hasSuffix("?"))
    if asks && decision.0.writes && decision.0 != .journal {
      let looking = model.decide((weighing ?? weigh(reading, context: context)).features, looksOnly: true)
      decision = (looking.intent, looking.probability)
    }
    return result(of: reading, weighing: weighing, as: decision, text: text, context: context, readsBack: asks)
  }

  /// The sentence's slots read as `intent`, whatever the model would decide (a reading
  /// offered and confirmed is applied as it was offered); its confidence is the model's.
  public func parse(_ text: String, context: ParseContext, as intent: Intent) -> ParseResult {
    let reading = read(text, context: context)
    let weighing = weigh(reading, context: context)
    let probability = model.classes.firstIndex(of: intent).map { model.probabilities(weighing.features)[$0] } ?? 0
    return result(of: reading, weighing: weighing, as: (intent, probability), text: text, context: context)
  }

  private func result(
    of reading: Reading, weighing: Weighing?, as decision: (Intent, Double), text: String, context: ParseContext,
    readsBack: Bool = false
  ) -> ParseResult {
    var result = ParseResult(
      intent: decision.0, confidence: decision.1, selfCorrected: reading.normalized.selfCorrected,
      normalized: reading.normalized.words.joined(separator: " "))
    result.redFlag = Guardrail.isRedFlag(words: reading.normalized.scanned)
    result.frame = reading.frame
    var slotsFrom = (utterance: reading.utterance, match: reading.match)
    var words = reading.normalized.words
    // "… by christmas make that a goal" asks for a goal and takes nothing back: the slots
    // are read from the words as said (the model was taught on the corrected reading).
    if reading.normalized.selfCorrected, [.addItem, .goalCreate, .decompose].contains(decision.0) {
      let asSaid = Normalizer.normalize(text, keepingRequests: true).words
      if asSaid != words {
        words = asSaid
        var read = Utterance(words: words, context: context)
        read.raw = text
        slotsFrom = (read, matcher.match(read.words, skip: read.consumed))
      }
    }
    // A new item told after a story is read from the errand alone (`StoryLead`).
    if decision.0 == .addItem,
      let start = StoryLead.errandStart(words) ?? StoryLead.errandAfterBreak(text, words: words)
    {
      var errand = Utterance(words: Array(words[start...]), context: context)
      errand.raw = text
      errand.afterStory = true
      errand.takeWhen(from: slotsFrom.utterance)
      slotsFrom = (errand, matcher.match(errand.words, skip: errand.consumed))
    }
    let unitItem = reading.unitItem ?? distanceItem(reading)
    // Several items named, the last after a correction ("vitamins no floss"): that one.
    if let match = slotsFrom.match, let corrected = matcher.corrected(match, in: slotsFrom.utterance.words) {
      slotsFrom.match = corrected
    }
    // Several items named, all but one aside ("stretched after my run", "we ran out"): that one.
    if decision.0.actsOnItem, let match = slotsFrom.match,
      let acted = matcher.aside(match, in: slotsFrom.utterance.words)
    {
      slotsFrom.match = acted
    }
    // Steps or a drink logged against an item not kept in them, when one other item is:
    // that item ("3,200 steps from the school run" → Walk, "drank 750ml on my run" →
    // Drink water). Not a distance or a time: "walked 3 miles" stays the walk's.
    if decision.0 == .logProgress, let match = slotsFrom.match, match.items.count == 1,
      let quantity = slotsFrom.utterance.quantity, let unit = quantity.unit, unit == .steps || unit == .ml,
      quantity.amount(in: match.items[0].unit) == nil, let kept = matcher.only(unit: unit)
    {
      slotsFrom.match = ItemMatcher.Match(items: [kept], score: 1, wordIndices: [])
    }
    SlotBuilder.build(
      decision.0, slotsFrom.utterance, match: slotsFrom.match, unitItem: unitItem, context: context,
      kinds: model.kinds, names: model.names, result: &result)
    // "skip tomorrow's morning pages", "yesterday's evening pages yeah i did them": the part of
    // the day the date reader took with the day is the item's word, when the whole name is said.
    if decision.0.actsOnItem || decision.0 == .stats, result.itemID == nil {
      let words = slotsFrom.utterance.words
      let parts = slotsFrom.utterance.consumed.filter { Utterance.dayparts[words[$0]] != nil }
      if !parts.isEmpty, let found = matcher.match(words, skip: slotsFrom.utterance.consumed.subtracting(parts)),
        found.items.count == 1, found.score >= 1, found.wordIndices.contains(where: parts.contains)
      {
        result.candidates = []
        SlotBuilder.build(
          decision.0, slotsFrom.utterance, match: found, unitItem: unitItem, context: context, kinds: model.kinds,
          names: model.names, result: &result)
      }
    }
    // An act on an item, a move or a focus on one, or a question about its numbers, that no
    // name fits: the one item kept in a unit the question or the log names ("steps this
    // week", "add ten thousand to my steps" → Walk), else the item the words sound like
    // (`ItemMatcher.guess`: "move jim to the top"), which is asked about before it is written.
    if decision.0.actsOnItem || [.stats, .reorder, .startFocus].contains(decision.0), result.itemID == nil,
      result.candidates.isEmpty
    {
      let words = slotsFrom.utterance.words
      let skip = slotsFrom.utterance.consumed
      let byUnit =
        decision.0 == .stats || decision.0 == .logProgress ? matcher.onlyByUnitNamed(words, skip: skip) : nil
      if let found = byUnit ?? matcher.guess(words, skip: skip) {
        SlotBuilder.build(
          decision.0, slotsFrom.utterance, match: found, unitItem: unitItem, context: context, kinds: model.kinds,
          names: model.names, result: &result)
        result.itemGuessed = byUnit == nil && result.itemID != nil
      }
    }
    if readsBack && decision.0 == .journal { result.slots.note = nil }
    if let days = result.slots.recurrence?.byWeekdays, let range = DayRange.expanded(days, raw: text) {
      result.slots.recurrence?.byWeekdays = range
    }
    // Whether the keyword rules agree matters only under one of the two write thresholds
    // (an exact command form, at 1, clears both, and its rules' vote is not read).
    var agreed = false
    if decision.1 < max(model.writeThreshold, model.agreedWriteThreshold) {
      let rule = (weighing ?? weigh(reading, context: context)).rule
      agreed = rule.intent == decision.0 && rule.confidence >= Self.exactForm
    }
    result.sureOfIntent = Self.sure(
      decision.0, decision.1, writes: result.writes, frame: reading.frame, agreed: agreed, model: model)
    result.sure = result.sureOfIntent && (!decision.0.actsOnItem || result.itemID != nil) && !result.itemGuessed
    return result
  }

  /// The one item kept in km, for a distance said in thousands with no unit ("did a five
  /// k this morning", "parkrun on sat, 5k"); not when steps or walking are said ("walked
  /// 10k" is the walk's). The model's features do not see it: it only fills the slots.
  func distanceItem(_ reading: Reading) -> ItemRef? {
    guard let quantity = reading.utterance.quantity, quantity.unit == nil, quantity.thousands,
      !reading.normalized.words.contains(where: { SlotWords.walkingWords.contains($0) })
    else { return nil }
    return matcher.only(unit: .km)
  }

  /// Whether an intent read with this probability may be acted on without asking.
  static func sure(
    _ intent: Intent, _ probability: Double, writes: Bool, frame: WriteFrame, agreed: Bool, model: IntentModel
  ) -> Bool {
    switch intent {
    case .unknown: return false
    case .confirm, .decline: return probability >= model.readThreshold
    default:
      if writes {
        let threshold = agreed ? model.agreedWriteThreshold : model.writeThreshold
        return probability >= threshold && frame.allows(intent)
      }
      return probability >= model.readThreshold
    }
  }
}
