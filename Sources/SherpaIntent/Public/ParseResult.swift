import SherpaCore

/// One utterance understood on the device. Encodes exactly CLI.md's
/// `sherpa parse --json` shape — `{"intent", "confidence", "slots"}` — while also
/// carrying what the coach needs to act and to word its reply: the resolved item,
/// the candidates when a name fits several items, the reflection kind, the sleep
/// quality, a unit conversion to state ("2 miles → 3.22 km"), the time slot and
/// whether a self-correction ("add gym no wait run") was applied.
public struct ParseResult: Sendable, Hashable, Encodable {
  public var intent: Intent
  /// 0…1, the intent model's calibrated probability of `intent`.
  public var confidence: Double
  public var slots: ParseSlots
  /// The store item the name resolved to, when exactly one fits.
  public var itemID: Int64?
  /// Every item the name could mean when it fits several (the reply asks which).
  public var candidates: [ItemRef]
  public var reflectionKind: Reflection.Kind?
  /// 1…5, for `reflect`.
  public var sleepQuality: Int?
  /// A conversion across spoken units to say in the reply ("2 miles → 3.22 km").
  public var conversionNote: String?
  /// A part of the day ("before bed") rather than a clock time.
  public var timeSlot: TimeSlot?
  /// The export format named ("json", "csv", "ics").
  public var format: String?
  /// How soon a new goal is for ("for later", "next up"), when said.
  public var goalPriority: Goal.Priority?
  public var selfCorrected: Bool
  /// The words the parser read, after normalisation (fillers gone, numbers as digits).
  public var normalized: String
  /// What `Guardrail.isRedFlag` says of the same text, read from the words the parser
  /// scanned anyway (not part of the JSON form).
  public var redFlag = false
  /// How the sentence is put (a question, a hypothetical, about someone else, negated).
  public var frame = WriteFrame()
  /// Whether the coach may act on this reading without asking: the model's probability
  /// clears the threshold for its kind of intent (writes need the stricter one) and,
  /// for a write, the sentence is put as a statement or request.
  public var sure = false
  /// The item was guessed from a name that only sounds like it or is one slip from it
  /// ("mark jim as done" → Gym; `ItemMatcher.guess`): never acted on without asking.
  public var itemGuessed = false
  /// The intent alone clears its threshold and frame, whether or not the item was found
  /// (a sure "delete the gym habit" with no such item is answered "not found").
  public var sureOfIntent = false
  /// For a new item whose kind was not said outright, the kind model's input (for
  /// training; not part of the JSON form).
  @_spi(Training) public var kindFeatures: [Int32] = []
  /// For a new item's name, the spans the name model weighed (for training).
  @_spi(Training) public var nameSpans: NameSpans?

  /// Whether acting on this reading changes the store: its intent writes, except a
  /// journal reading with no line to write, which reads the journal back.
  public var writes: Bool { intent == .journal ? slots.note?.isEmpty == false : intent.writes }

  public init(
    intent: Intent, confidence: Double, slots: ParseSlots = ParseSlots(), itemID: Int64? = nil,
    candidates: [ItemRef] = [], reflectionKind: Reflection.Kind? = nil, sleepQuality: Int? = nil,
    conversionNote: String? = nil, timeSlot: TimeSlot? = nil, format: String? = nil, selfCorrected: Bool = false,
    normalized: String = ""
  ) {
    self.intent = intent
    self.confidence = confidence
    self.slots = slots
    self.itemID = itemID
    self.candidates = candidates
    self.reflectionKind = reflectionKind
    self.sleepQuality = sleepQuality
    self.conversionNote = conversionNote
    self.timeSlot = timeSlot
    self.format = format
    self.selfCorrected = selfCorrected
    self.normalized = normalized
  }

  /// Whether the item name fits more than one item.
  public var isAmbiguous: Bool { candidates.count > 1 }

  enum CodingKeys: String, CodingKey { case intent, confidence, slots }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(intent, forKey: .intent)
    try c.encode((confidence * 100).rounded() / 100, forKey: .confidence)
    try c.encode(slots, forKey: .slots)
  }
}
