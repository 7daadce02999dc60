import Foundation

/// The JSON shapes of the OpenAI chat completions API that sherpa reads and writes.
enum OpenAIWire {
  struct Body: Encodable {
    struct Message: Encodable {
      var role: String
      var content: String
    }
    struct StreamOptions: Encodable {
      var include_usage: Bool
    }
    struct ResponseFormat: Encodable {
      var type: String
    }

    var model: String
    var messages: [Message]
    var stream: Bool
    var stream_options: StreamOptions?
    var response_format: ResponseFormat?
    var temperature: Double?
    var max_tokens: Int?
  }

  struct Usage: Decodable {
    var prompt_tokens: Int?
    var completion_tokens: Int?
    var total_tokens: Int?

    var chatUsage: ChatUsage {
      ChatUsage(
        promptTokens: prompt_tokens ?? 0, completionTokens: completion_tokens ?? 0, totalTokens: total_tokens)
    }
  }

  struct ServerError: Decodable {
    var message: String?
  }

  struct Completion: Decodable {
    struct Choice: Decodable {
      struct Message: Decodable {
        var content: String?
      }
      var message: Message?
      var finish_reason: String?
    }
    var model: String?
    var choices: [Choice]?
    var usage: Usage?
    var error: ServerError?
  }

  struct Chunk: Decodable {
    struct Choice: Decodable {
      struct Delta: Decodable {
        var content: String?
      }
      var delta: Delta?
      var finish_reason: String?
    }
    var model: String?
    var choices: [Choice]?
    var usage: Usage?
    var error: ServerError?
  }

  static func encode(_ request: ChatRequest, model: String) -> [UInt8] {
    let mentionsJSON = request.messages.contains { $0.content.range(of: "json", options: .caseInsensitive) != nil }
    let body = Body(
      model: model, messages: request.messages.map { Body.Message(role: $0.role.rawValue, content: $0.content) },
      stream: request.stream, stream_options: request.stream ? Body.StreamOptions(include_usage: true) : nil,
      response_format: request.wantsJSONObject && mentionsJSON ? Body.ResponseFormat(type: "json_object") : nil,
      temperature: request.temperature, max_tokens: request.maxTokens)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(body)).map { Array($0) } ?? []
  }
}
