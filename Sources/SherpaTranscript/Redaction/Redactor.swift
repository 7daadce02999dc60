import Foundation

/// Removes secrets from text before it is written: `sk-…` keys, Bearer tokens,
/// Authorization and API-key headers, `api_key` fields, literal secrets it is given (the
/// configured key) and any extra configured patterns. Each secret becomes `[REDACTED]`.
public struct Redactor: Sendable {
  public static let mask = "[REDACTED]"

  private let rules: [Rule]
  private let literals: [String]

  private struct Rule: @unchecked Sendable {
    let expression: NSRegularExpression
    let template: String
  }

  /// `patterns` are extra regular expressions whose whole match is a secret; `secrets`
  /// are exact values (such as the API key in use) to remove wherever they appear.
  public init(patterns: [String] = [], secrets: [String] = []) throws(TranscriptError) {
    var rules: [Rule] = []
    for (pattern, template) in Redactor.builtIn {
      guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
        throw .badPattern(pattern)
      }
      rules.append(Rule(expression: expression, template: template))
    }
    for pattern in patterns {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { throw .badPattern(pattern) }
      rules.append(Rule(expression: expression, template: Redactor.mask))
    }
    self.rules = rules
    literals = secrets.filter { $0.count >= 4 }.sorted { $0.count > $1.count }
  }

  /// A redactor with the built-in rules only.
  public static let standard: Redactor = {
    if let redactor = try? Redactor() { return redactor }
    preconditionFailure("the built-in secret patterns are valid expressions")
  }()

  /// `text` with every secret replaced by `[REDACTED]`.
  public func redact(_ text: String) -> String {
    var result = text
    for literal in literals where result.contains(literal) {
      result = result.replacingOccurrences(of: literal, with: Redactor.mask)
    }
    for rule in rules {
      let range = NSRange(result.startIndex..., in: result)
      guard rule.expression.firstMatch(in: result, range: range) != nil else { continue }
      result = rule.expression.stringByReplacingMatches(in: result, range: range, withTemplate: rule.template)
    }
    return result
  }

  /// Pattern and replacement pairs; `$1` keeps the name of the field or header.
  private static let builtIn: [(String, String)] = [
    (#"(authorization\s*[:=]\s*)(?!\[REDACTED\])[^\r\n"]+"#, "$1\(mask)"),
    (#"(["']?authorization["']?\s*:\s*")[^"]*(")"#, "$1\(mask)$2"),
    (#"(bearer\s+)(?!\[REDACTED\])[A-Za-z0-9._~+/=\-]+"#, "$1\(mask)"),
    (#"(["']?(?:api[_-]?key|x-api-key|access[_-]?token|secret)["']?\s*[:=]\s*")[^"]*(")"#, "$1\(mask)$2"),
    (#"((?:api[_-]?key|x-api-key|access[_-]?token)\s*[:=]\s*)(?![\["])[^\s&,;"]+"#, "$1\(mask)"),
    (#"(--(?:api[_-]?key|token)\s+)(?!\[REDACTED\])\S+"#, "$1\(mask)"),
    (#"\bsk-[A-Za-z0-9_\-]{6,}"#, mask),
  ]
}
