// swift-tools-version: 6.1
import PackageDescription

// The module layout and who may import whom are described in ARCHITECTURE.md
// (shared) and summarised in README.md. Arrows point one way:
// Core ← Store/Intent/Actions/HTTP ← LLM ← Coach ← Terminal/Transcript ← sherpa.

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
]

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
// SQLite's C API as GRDB links it, for the store's hot column reads only.
let grdbSQLite = Target.Dependency.product(name: "GRDBSQLite", package: "GRDB.swift")

let package = Package(
  name: "sherpa",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "sherpa", targets: ["sherpa"]),
    .executable(name: "sherpa-bench", targets: ["sherpa-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
  ],
  targets: [
    // C libraries behind thin walls.
    // libcurl's headers only (libcurl4-openssl-dev): the library is opened on first use
    // (Sources/CCurl/shim.h), so starts that never reach the LLM do not load it.
    .systemLibrary(name: "CCurl"),
    .systemLibrary(name: "CEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // One variadic SQLite call GRDB does not make (sqlite3_config), behind a fixed wrapper.
    .systemLibrary(name: "CSQLiteConfig", providers: [.apt(["libsqlite3-dev"])]),

    // The pure parts.
    .target(name: "SherpaCore", swiftSettings: strict),
    .target(name: "SherpaIntent", dependencies: ["SherpaCore"], swiftSettings: strict),
    .target(name: "SherpaActions", dependencies: ["SherpaCore"], swiftSettings: strict),
    // Training and evaluation of the intent model (Corpus/ → SherpaIntent's generated weights).
    .target(name: "SherpaIntentTraining", dependencies: ["SherpaCore", "SherpaIntent"], swiftSettings: strict),

    // Prompts and the action schema, embedded in the binary at build time.
    .target(
      name: "SherpaPrompts", path: "Prompts",
      exclude: ["README.md", "examples"],
      resources: [
        .embedInCode("system.md"), .embedInCode("checkin.md"), .embedInCode("decompose.md"),
        .embedInCode("reorder.md"), .embedInCode("mirror.md"), .embedInCode("actions.schema.json"),
      ],
      swiftSettings: strict),

    // I/O at the edges.
    .target(
      name: "SherpaStore", dependencies: ["SherpaCore", "CSQLiteConfig", grdb, grdbSQLite], swiftSettings: strict),
    .target(name: "SherpaHTTP", dependencies: ["CCurl"], swiftSettings: strict),
    .target(name: "SherpaLLM", dependencies: ["SherpaCore", "SherpaHTTP", "SherpaPrompts"], swiftSettings: strict),
    .target(
      name: "SherpaCoach",
      dependencies: ["SherpaCore", "SherpaStore", "SherpaIntent", "SherpaActions", "SherpaLLM"],
      swiftSettings: strict),
    .target(name: "SherpaTerminal", dependencies: ["SherpaCore", "SherpaCoach"], swiftSettings: strict),
    .target(name: "SherpaLineEditor", dependencies: ["CEdit", "SherpaTerminal"], swiftSettings: strict),
    .target(
      name: "SherpaTranscript", dependencies: ["SherpaCore", "SherpaCoach", "SherpaLLM", "SherpaTerminal"],
      swiftSettings: strict),

    // Executables: wiring only.
    .executableTarget(
      name: "sherpa",
      dependencies: [
        "SherpaCore", "SherpaStore", "SherpaIntent", "SherpaCoach", "SherpaLLM", "SherpaHTTP",
        "SherpaTerminal", "SherpaLineEditor", "SherpaTranscript", argumentParser,
      ],
      swiftSettings: strict),
    .executableTarget(
      name: "sherpa-bench",
      dependencies: [
        "SherpaCore", "SherpaStore", "SherpaIntent", "SherpaCoach", "SherpaHTTP", "SherpaLLM", "SherpaTestSupport",
      ],
      swiftSettings: strict),
    .executableTarget(name: "sherpa-train", dependencies: ["SherpaIntentTraining", "SherpaIntent"], swiftSettings: strict),
    .executableTarget(name: "sherpa-floor", dependencies: [grdb], path: "Benchmarks/Floor", swiftSettings: strict),

    // Tests.
    .target(
      name: "SherpaTestSupport",
      dependencies: [
        "SherpaCore", "SherpaStore", "SherpaIntent", "SherpaActions", "SherpaHTTP", "SherpaLLM",
        "SherpaCoach", "SherpaTerminal", "SherpaTranscript",
      ],
      swiftSettings: strict),
    .testTarget(name: "SherpaCoreTests", dependencies: ["SherpaCore", "SherpaTestSupport"]),
    .testTarget(name: "SherpaStoreTests", dependencies: ["SherpaStore", "SherpaTestSupport"]),
    .testTarget(
      name: "SherpaIntentTests", dependencies: ["SherpaIntent", "SherpaIntentTraining", "SherpaTestSupport"]),
    .testTarget(name: "SherpaActionsTests", dependencies: ["SherpaActions", "SherpaPrompts", "SherpaTestSupport"]),
    .testTarget(name: "SherpaHTTPTests", dependencies: ["SherpaHTTP", "SherpaTestSupport"]),
    .testTarget(name: "SherpaLLMTests", dependencies: ["SherpaLLM", "SherpaTestSupport"]),
    .testTarget(name: "SherpaCoachTests", dependencies: ["SherpaCoach", "SherpaTestSupport"]),
    .testTarget(name: "SherpaTerminalTests", dependencies: ["SherpaTerminal", "SherpaTestSupport"], exclude: ["Golden"]),
    .testTarget(name: "SherpaLineEditorTests", dependencies: ["SherpaLineEditor", "SherpaTestSupport"]),
    .testTarget(name: "SherpaTranscriptTests", dependencies: ["SherpaTranscript", "SherpaTestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["SherpaTestSupport"]),
    .testTarget(name: "CommandLineTests", dependencies: ["sherpa", argumentParser]),
  ],
  swiftLanguageModes: [.v6]
)
