import Foundation
import SherpaPrompts
import Testing

@testable import SherpaActions

@Suite struct ExampleTests {
  @Test func everyValidExampleDecodesAndValidates() throws {
    let files = try Fixtures.files(in: "valid")
    #expect(files.count >= 17)
    for file in files {
      let data = try Data(contentsOf: file)
      #expect(Fixtures.rejection(data) == nil, "\(file.lastPathComponent)")
    }
  }

  @Test func validExamplesCoverEveryActionType() throws {
    var seen: Set<String> = []
    for file in try Fixtures.files(in: "valid") {
      let reply = try ActionDecoder.decode(try Data(contentsOf: file))
      seen.formUnion(reply.actions.map(\.typeName))
    }
    #expect(seen == Set(Action.typeNames))
  }

  @Test func everyInvalidFixtureIsRejectedForItsStatedReason() throws {
    let manifestURL = Fixtures.examples.appendingPathComponent("invalid/manifest.json")
    let manifest = try JSONDecoder().decode([String: String].self, from: try Data(contentsOf: manifestURL))
    let files = try Fixtures.files(in: "invalid")
    #expect(Set(files.map(\.lastPathComponent)) == Set(manifest.keys))
    for file in files {
      let expected = manifest[file.lastPathComponent]
      #expect(Fixtures.rejection(try Data(contentsOf: file)) == expected, "\(file.lastPathComponent)")
    }
  }

  @Test func schemaIsJSONAndItsActionTypesMatchTheDecoder() throws {
    let schema = try JSONSerialization.jsonObject(with: Data(Prompts.actionsSchema.utf8))
    var types: Set<String> = []
    collectTypeConsts(schema, into: &types)
    #expect(types == Set(Action.typeNames))
    #expect(Prompts.actionsSchema.contains("https://json-schema.org/draft/2020-12/schema"))
  }

  @Test func schemaForbidsExtraKeysOnEveryObject() throws {
    let schema = try JSONSerialization.jsonObject(with: Data(Prompts.actionsSchema.utf8))
    var objects = 0
    var open: [String] = []
    walk(schema) { node in
      guard node["type"] as? String == "object" else { return }
      objects += 1
      if node["additionalProperties"] as? Bool != false { open.append("\(node.keys.sorted())") }
    }
    #expect(objects > 20)
    #expect(open.isEmpty)
  }

  @Test func promptsNameTheContract() {
    #expect(Prompts.system.contains("\"reply\""))
    #expect(Prompts.system.contains("\"actions\""))
    for type in Action.typeNames { #expect(Prompts.system.contains(type), "\(type)") }
    #expect(Prompts.decompose.contains("3") && Prompts.decompose.contains("7"))
    #expect(Prompts.reorder.contains("exactly once"))
    #expect(Prompts.mirror.contains("mirror_summary"))
    #expect(Prompts.checkIn.isEmpty == false)
  }

  /// The `type` constants of the action definitions (`$defs.action.oneOf`, nested `oneOf` flattened).
  private func collectTypeConsts(_ schema: Any, into types: inout Set<String>) {
    let defs = (schema as? [String: Any])?["$defs"] as? [String: Any]
    let action = defs?["action"] as? [String: Any]
    var pending: [Any] = (action?["oneOf"] as? [Any]) ?? []
    while let node = pending.popLast() {
      guard let dictionary = node as? [String: Any] else { continue }
      if let nested = dictionary["oneOf"] as? [Any] { pending.append(contentsOf: nested) }
      let properties = dictionary["properties"] as? [String: Any]
      if let name = (properties?["type"] as? [String: Any])?["const"] as? String { types.insert(name) }
    }
  }

  private func walk(_ node: Any, _ visit: ([String: Any]) -> Void) {
    if let dictionary = node as? [String: Any] {
      visit(dictionary)
      for value in dictionary.values { walk(value, visit) }
    } else if let array = node as? [Any] {
      for value in array { walk(value, visit) }
    }
  }
}
