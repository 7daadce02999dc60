import SherpaCore

/// The on-device parser: normalise → numbers, units, dates, times, recurrence →
/// intent and slots, with item names resolved against the store's active items.
/// Pure and `Sendable`: the same text, items and context always give the same result.
public struct IntentParser: Sendable {
  /// Below this confidence the coach asks the LLM. 0.6 sits between the scores of
  /// intents read from a clear command word or an item plus a verb (0.7 and up) and
  /// those of guesses — an intent that needs an item but found none or several, or an
  /// utterance read only from context (0.62 and below for ambiguity). On the tuning
  /// corpus it keeps local nearly every utterance the rules get right while sending on
  /// the ones they get wrong.
  public static let llmThreshold: Double = 0.6

  let matcher: ItemMatcher
  let items: [ItemRef]

  public init(items: [ItemRef]) {
    self.items = items
    self.matcher = ItemMatcher(items: items)
  }

  public func parse(_ text: String, context: ParseContext) -> ParseResult {
    let normalized = Normalizer.normalize(text)
    let utterance = Utterance(words: normalized.words, context: context)
    let match = matcher.match(utterance.words, skip: utterance.consumed)
    let unitItem = utterance.quantity?.unit.flatMap { matcher.only(unit: $0) }
    let hasItem = match != nil || unitItem != nil && utterance.quantity?.unit != nil
    var (intent, confidence) = IntentRules.classify(utterance, hasItem: hasItem)
    var result = ParseResult(
      intent: intent, confidence: confidence, selfCorrected: normalized.selfCorrected,
      normalized: normalized.words.joined(separator: " "))
    SlotBuilder.build(intent, utterance, match: match, unitItem: unitItem, context: context, result: &result)
    if result.isAmbiguous { confidence = min(confidence, 0.5) }
    if match == nil && unitItem != nil && intent == .logProgress { confidence = min(confidence, 0.8) }
    if intent == .addItem && result.slots.name == nil { confidence = min(confidence, 0.4) }
    if intent == .unknown { intent = .unknown }
    result.confidence = confidence
    return result
  }
}
