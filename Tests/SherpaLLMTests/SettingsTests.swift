import Testing

@testable import SherpaLLM

@Suite struct SettingsTests {
  @Test func defaultsFollowCLIContract() {
    let settings = LLMSettings.resolve(environment: [:], file: .init())
    #expect(settings.baseURL == "https://api.openai.com/v1")
    #expect(settings.apiKey == nil)
    #expect(settings.model == "gpt-4o-mini")
    #expect(settings.timeout == 30)
    #expect(settings.budgetMessages == 50)
    #expect(settings.budgetTokens == 100_000)
    #expect(settings.sendNotes == false)
    #expect(settings.isOffline)
  }

  @Test func environmentWinsOverTheFile() {
    let settings = LLMSettings.resolve(
      environment: [
        "SHERPA_LLM_BASE_URL": "http://localhost:11434/v1", "SHERPA_LLM_API_KEY": "env-key",
        "SHERPA_LLM_MODEL": "llama3", "SHERPA_LLM_TIMEOUT": "0.25",
      ],
      file: .init(
        baseURL: "https://file.example/v1", apiKey: "file-key", model: "file-model", timeout: 12, budgetMessages: 5,
        budgetTokens: 500, sendNotes: true))
    #expect(settings.baseURL == "http://localhost:11434/v1")
    #expect(settings.apiKey == "env-key")
    #expect(settings.model == "llama3")
    #expect(settings.timeout == 0.25)
    #expect(settings.budgetMessages == 5)
    #expect(settings.budgetTokens == 500)
    #expect(settings.sendNotes)
  }

  @Test func fileFillsWhatTheEnvironmentLeavesOut() {
    let settings = LLMSettings.resolve(
      environment: ["SHERPA_LLM_MODEL": ""], file: .init(apiKey: "file-key", model: "file-model", timeout: 12))
    #expect(settings.apiKey == "file-key")
    #expect(settings.model == "file-model")
    #expect(settings.timeout == 12)
  }

  @Test func openAIKeyIsTheFallbackAndEmptyMeansUnset() {
    #expect(LLMSettings.resolve(environment: ["OPENAI_API_KEY": "o"], file: .init()).apiKey == "o")
    #expect(
      LLMSettings.resolve(environment: ["SHERPA_LLM_API_KEY": "", "OPENAI_API_KEY": "o"], file: .init()).apiKey == "o")
    #expect(
      LLMSettings.resolve(environment: ["SHERPA_LLM_API_KEY": "s", "OPENAI_API_KEY": "o"], file: .init()).apiKey == "s")
    #expect(LLMSettings.resolve(environment: ["OPENAI_API_KEY": "  "], file: .init()).apiKey == nil)
  }

  @Test(arguments: ["abc", "-1", "0", "nan", "inf"])
  func aTimeoutThatIsNotAPositiveNumberIsIgnored(_ raw: String) {
    #expect(LLMSettings.resolve(environment: ["SHERPA_LLM_TIMEOUT": raw], file: .init()).timeout == 30)
  }

  @Test(arguments: [
    ("http://localhost:8080/v1", true), ("http://127.0.0.1:1234/v1", true), ("http://[::1]:8000/v1", true),
    ("http://127.10.0.3/v1", true), ("https://api.openai.com/v1", false), ("https://openrouter.ai/api/v1", false),
    ("http://192.168.1.5:11434/v1", false), ("not a url", false),
  ])
  func loopbackNeedsNoKey(_ url: String, _ loopback: Bool) {
    let settings = LLMSettings(baseURL: url, apiKey: nil)
    #expect(settings.isLoopback == loopback)
    #expect(settings.isOffline == !loopback)
    #expect(LLMSettings(baseURL: url, apiKey: "k").isOffline == false)
  }

  @Test func chatCompletionsURLJoinsCleanly() {
    #expect(LLMSettings(baseURL: "http://h/v1/").chatCompletionsURL == "http://h/v1/chat/completions")
    #expect(LLMSettings(baseURL: "http://h/v1").chatCompletionsURL == "http://h/v1/chat/completions")
  }

  @Test func descriptionHidesTheKey() {
    let settings = LLMSettings(apiKey: "sk-very-secret")
    #expect(!settings.description.contains("sk-very-secret"))
    #expect(settings.description.contains("apiKey: set"))
  }
}
