import Foundation
import SherpaCore
import SherpaExport
import SherpaTestSupport
import Testing

@testable import SherpaStore

struct ExportImportTests {
  @Test func exportImportExportIsByteIdentical() throws {
    let source = try FilledStore.fill(try SherpaStore.inMemory())
    let first = try source.exportJSON()
    let document = try ExportDocument.decode(first)
    #expect(!document.items.isEmpty && !document.instances.isEmpty && !document.goals.isEmpty)
    #expect(document.goals.first?.milestones.count == 2)
    #expect(!document.routines.isEmpty && !document.routineRuns.isEmpty && !document.focusSessions.isEmpty)
    #expect(!document.reflections.isEmpty && !document.endOfDayNotes.isEmpty && !document.xpEvents.isEmpty)
    #expect(!document.dayRecords.isEmpty && !document.leagueStandings.isEmpty && !document.achievements.isEmpty)
    #expect(!document.groups.isEmpty)
    let temp = try TemporaryStoreForTests()
    defer { temp.remove() }
    let report = try temp.store.importDocument(document)
    #expect(report.renumbered.isEmpty)
    #expect(report.added["items"] == document.items.count)
    let second = try temp.store.exportJSON()
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(try TableDump.of(temp.store) == (try TableDump.of(source)))
  }

  @Test func importRefusesANonEmptyStoreUnlessMerging() throws {
    let source = try FilledStore.fill(try SherpaStore.inMemory())
    let document = try source.exportDocument()
    let target = try SherpaStore.inMemory()
    let day = FilledStore.day
    try target.addItem(Item(kind: .habit, name: "Stretch", startDate: day, createdAt: FilledStore.at))
    let before = try TableDump.of(target)
    #expect(throws: StoreError.notEmpty) { try target.importDocument(document) }
    #expect(try TableDump.of(target) == before)
    let report = try target.importDocument(document, merge: true)
    #expect(report.renumbered["i1"] != nil)
    let items = try target.items(includeArchived: true)
    #expect(items.count == document.items.count + 1)
    let renamed = try #require(report.renumbered["i1"].flatMap { PublicID.item.parse($0) })
    #expect(try target.item(id: renamed)?.name == "Read")
    let readInstances = try target.instances(itemID: renamed, from: day.adding(days: -5), to: day)
    #expect(readInstances.map(\.progress) == [30, 12.5])
  }

  @Test func aFileThatIsNotAnExportIsRefused() {
    #expect(throws: StoreError.self) { try ExportDocument.decode(Data("{\"items\": []}".utf8)) }
    #expect(throws: StoreError.self) { try ExportDocument.decode(Data("not json".utf8)) }
  }

  /// Each of these was stored as it was before the importer ran the store's own checks.
  @Test(arguments: [
    "target 1e19", "step inf", "interval 0", "month day 99", "count 0", "same id twice", "goal cycle",
    "milestone on itself", "milestone on a missing one", "milestones in a circle",
  ])
  func anImportTheStoreWouldRefuseChangesNothing(_ fault: String) throws {
    let source = try FilledStore.fill(try SherpaStore.inMemory())
    var document = try source.exportDocument()
    var item = document.items[0]
    switch fault {
    case "target 1e19": item.target = 1e19
    case "step inf": item.step = .infinity
    case "interval 0": item.recurrence.interval = 0
    case "month day 99": item.recurrence = Recurrence(freq: .monthly, byMonthDays: [99])
    case "count 0": item.recurrence.end = .afterCount(0)
    case "goal cycle":
      let child = try #require(document.goals.firstIndex { $0.parent != nil })
      let parent = try #require(document.goals.firstIndex { $0.id == document.goals[child].parent })
      document.goals[parent].parent = document.goals[child].id
    case "milestone on itself", "milestone on a missing one", "milestones in a circle":
      let goal = try #require(document.goals.firstIndex { $0.milestones.count >= 2 })
      let first = document.goals[goal].milestones[0].id
      let second = document.goals[goal].milestones[1].id
      switch fault {
      case "milestone on itself": document.goals[goal].milestones[0].dependsOn = [first]
      case "milestone on a missing one": document.goals[goal].milestones[0].dependsOn = ["m999"]
      default:
        document.goals[goal].milestones[0].dependsOn = [second]
        document.goals[goal].milestones[1].dependsOn = [first]
      }
    default:
      var twin = item
      twin.name = "Twin"
      document.items.append(twin)
    }
    document.items[0] = item
    let target = try SherpaStore.inMemory()
    let before = try TableDump.of(target)
    #expect(throws: StoreError.self) { try target.importDocument(document) }
    #expect(try TableDump.of(target) == before)
    if fault == "same id twice" {
      #expect(throws: StoreError.invalid("The file holds i1 twice.")) { try target.importDocument(document) }
    }
  }
}

/// A file that is not an export is refused in words, with where the fault is, never with
/// the decoder's debug description.
@Test(arguments: [
  ("hello", "it is not JSON"),
  (#"{"a": 1}"#, #"it has no "format""#),
  (#"{"format": "sherpa-export", "format_version": 1, "items": 5}"#, "items is not a list"),
  (#"{"format": "sherpa-export", "format_version": 1, "items": [{"id": "i1"}]}"#, #"it has no "items[0].kind""#),
  (#"{"format": 7}"#, "format is not text"),
])
func aFileThatIsNotAnExportIsRefusedInWords(text: String, reason: String) {
  do {
    _ = try ExportDocument.decode(Data(text.utf8))
    Issue.record("decoded \(text)")
  } catch {
    #expect("\(error)" == "not a sherpa export: \(reason)", "\(error)")
  }
}
