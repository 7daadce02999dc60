/// The largest numbers sherpa takes in, wherever they enter (said, typed, imported,
/// configured or from the LLM). SPEC.md sets none of them; README.md's "Limits" lists
/// them. A number outside them is refused with a message saying the range, so nothing
/// later has to cope with 1e19 minutes or an infinite timeout.
public enum Limits {
  /// An item's target, and one logged amount, in the item's own unit (1,000,000 ml is a
  /// thousand litres; 1,000,000 steps a long week's walk).
  public static let quantity = 1_000_000.0
  /// One day's progress on one item (many logs of at most `quantity` each).
  public static let dayTotal = 1_000_000_000.0
  /// A count said in a rule or a date ("every N days", "for N weeks", "in N days"):
  /// beyond it the words are not read as one, and a stored rule is refused.
  public static let count = 10_000
  // A focus session's minutes: `FocusSession.minutesRange`.
  /// The most one LLM turn may take, in seconds (`SHERPA_LLM_TIMEOUT`, `llm.timeout`).
  public static let llmTimeout = 0.1...600.0
  public static let llmTimeoutText = "a number of seconds from 0.1 to 600"

  /// Whether `value` is a quantity sherpa keeps: finite, above zero, at most `quantity`.
  public static func isQuantity(_ value: Double) -> Bool { value.isFinite && value > 0 && value <= quantity }

  /// The quantity range in words, for messages.
  public static let quantityText = "more than 0 and at most 1,000,000"
}
