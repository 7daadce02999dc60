/// The prompt files and the action schema, embedded in the binary at build time so
/// an installed sherpa works from any directory.
public enum Prompts {
  public static var system: String { text(PackageResources.system_md) }
  public static var checkIn: String { text(PackageResources.checkin_md) }
  public static var decompose: String { text(PackageResources.decompose_md) }
  public static var reorder: String { text(PackageResources.reorder_md) }
  public static var mirror: String { text(PackageResources.mirror_md) }
  public static var actionsSchema: String { text(PackageResources.actions_schema_json) }

  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
