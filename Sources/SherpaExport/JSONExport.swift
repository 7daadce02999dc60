import Foundation
import SherpaStore

/// The JSON export: the store's export document as text, and read back for an import.
extension SherpaStore {
  /// The export as JSON text with sorted keys (what `export --format json` prints).
  public func exportJSON() throws -> Data {
    try ExportDocument.encoder.encode(try exportDocument())
  }
}

extension ExportDocument {
  /// Sorted keys, no escaped slashes: the same document always gives the same bytes.
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return encoder
  }

  /// What is wrong with a file that is not an export, in words and with where it is
  /// ("items[3].target"), instead of the decoder's debug description.
  static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      var text = ""
      for key in keys {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += (text.isEmpty ? "" : ".") + key.stringValue
        }
      }
      return text
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "it has no \"\(path(context.codingPath + [key]))\""
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)) is not \(Self.kind(type))"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)) is empty where \(Self.kind(type)) was expected"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return "it is not JSON" }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "it could not be read"
    }
  }

  static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "text"
    case is Int.Type, is Int64.Type, is Double.Type: return "a number"
    case is Bool.Type: return "true or false"
    default:
      let name = "\(type)"
      if name.hasPrefix("Array") { return "a list" }
      if name.hasPrefix("Dictionary") { return "an object" }
      return "a \(name)"
    }
  }

  /// Reads an export, refusing anything that is not one.
  public static func decode(_ data: Data) throws -> ExportDocument {
    let document: ExportDocument
    do {
      document = try JSONDecoder().decode(ExportDocument.self, from: data)
    } catch let error as DecodingError {
      throw StoreError.badImport(Self.describe(error))
    } catch {
      throw StoreError.badImport("\(error)")
    }
    guard document.format == "sherpa-export" else { throw StoreError.badImport("unknown format \(document.format)") }
    guard document.formatVersion <= ExportDocument.currentFormat else {
      throw StoreError.badImport("format version \(document.formatVersion) is newer than this sherpa reads")
    }
    return document
  }
}
