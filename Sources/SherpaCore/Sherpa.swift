/// Facts about sherpa itself.
public enum Sherpa {
  /// The version printed by `sherpa --version` and written into transcripts.
  public static let version = "0.1.0"
}
