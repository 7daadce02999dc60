import Testing

@testable import SherpaTranscript

@Suite struct UnifiedDiffTests {
  @Test func equalListsHaveNoDiff() {
    #expect(UnifiedDiff.diff(expected: ["a", "b"], actual: ["a", "b"]) == "")
  }

  @Test func aChangedLineShowsWithThreeLinesOfContext() {
    let old = (1...10).map { "line \($0)" }
    var new = old
    new[5] = "line six"
    let diff = UnifiedDiff.diff(expected: old, actual: new)
    #expect(
      diff == """
        --- expected
        +++ actual
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +line six
         line 7
         line 8
         line 9

        """)
  }

  @Test func distantChangesMakeSeparateHunksAndInsertionsCount() {
    let old = (1...20).map(String.init)
    var new = old
    new.insert("new", at: 1)
    new.removeLast()
    let diff = UnifiedDiff.diff(expected: old, actual: new, context: 1)
    #expect(diff.components(separatedBy: "@@ ").count - 1 == 2)
    #expect(diff.contains("@@ -1,2 +1,3 @@\n 1\n+new\n 2\n"))
    #expect(diff.contains("@@ -19,2 +20,1 @@\n 19\n-20\n"))
  }

  @Test func applyingTheScriptGivesBothSides() {
    let old = ["a", "b", "c", "a", "b", "b", "a"]
    let new = ["c", "b", "a", "b", "a", "c"]
    let edits = UnifiedDiff.script(old, new)
    #expect(edits.compactMap { if case .added = $0 { nil } else { $0.text } } == old)
    #expect(edits.compactMap { if case .removed = $0 { nil } else { $0.text } } == new)
    #expect(edits.filter { if case .same = $0 { true } else { false } }.count == 4)
  }

  @Test func anEmptySideStartsAtLineZero() {
    #expect(UnifiedDiff.diff(expected: [], actual: ["x"]) == "--- expected\n+++ actual\n@@ -0,0 +1,1 @@\n+x\n")
  }
}
