import Foundation
import SherpaCore
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
}

struct CSVExportTests {
  @Test func writesOneQuotedFilePerTable() throws {
    let store = try FilledStore.fill(try SherpaStore.inMemory())
    let files = CSVExport.files(for: try store.exportDocument())
    #expect(
      Set(files.keys) == [
        "items.csv", "instances.csv", "focus_sessions.csv", "reflections.csv", "xp_events.csv", "goals.csv",
        "milestones.csv",
      ])
    let items = try #require(files["items.csv"])
    #expect(items.hasPrefix("id,kind,name,unit,target,period,step,start_date,time,time_slot,tier,archived\r\n"))
    #expect(items.contains("i1,habit,Read,min,30,day,10,2026-10-24,21:30,evening,must_do,false\r\n"))
    #expect(files["instances.csv"]?.contains("12.5") == true)
    #expect(CSVExport.field("say \"hi\", then go") == "\"say \"\"hi\"\", then go\"")
    #expect(files["milestones.csv"]?.contains("m2,g1,Run 10 km,6.5,m1,") == true)
  }
}
