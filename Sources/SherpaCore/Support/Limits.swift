/// The largest numbers sherpa takes in, wherever they enter (said, typed, imported,
/// configured or from the LLM). SPEC.md sets none of them; these are documented in
/// CLI.md. A number outside them is refused with a message saying the range, so nothing
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
  /// A focus session, in minutes.
  public static let focusMinutes = 1...240
  /// The most one LLM turn may take, in seconds (CLI.md: `--timeout`, `SHERPA_LLM_TIMEOUT`).
  public static let llmTimeout = 0.1...600.0

  /// Whether `value` is a quantity sherpa keeps: finite, above zero, at most `quantity`.
  public static func isQuantity(_ value: Double) -> Bool { value.isFinite && value > 0 && value <= quantity }

  /// "at most 1,000,000" for messages.
  public static let quantityText = "more than 0 and at most 1,000,000"
}
