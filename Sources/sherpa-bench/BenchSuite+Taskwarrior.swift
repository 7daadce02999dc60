import Foundation
import SherpaCore
import SherpaStore

/// The same operations in Taskwarrior (Debian's `taskwarrior`), where it is installed:
/// adding a task to 2,000 and listing 2,000 pending tasks (`task list`, and `task next`,
/// its default report), each beside sherpa doing the same in the same invocation
/// (sherpa's list is `today` on a store holding 2,000 tasks due; its add goes to a copy).
extension BenchSuite {
  static let listedTasks = 2000

  func taskwarrior() -> [BenchRow] {
    guard let task = BenchSuite.which("task") else {
      FileHandle.standardError.write(Data("sherpa-bench: taskwarrior (task) is not installed; skipped\n".utf8))
      return []
    }
    let data = scratch.appendingPathComponent("taskwarrior")
    try? FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let rc = data.appendingPathComponent("taskrc")
    let settings = "data.location=\(data.path)\nconfirmation=off\nverbose=nothing\nhooks=off\ngc=off\n"
    try? settings.write(to: rc, atomically: true, encoding: .utf8)
    let environment = ["TASKRC": rc.path, "TASKDATA": data.path]
    let tasks = (1...BenchSuite.listedTasks).map {
      "{\"description\":\"Task \($0)\",\"status\":\"pending\",\"entry\":\"20261123T080000Z\","
        + "\"due\":\"20261123T170000Z\",\"uuid\":\"\(BenchSuite.uuid($0))\"}"
    }
    let importFile = data.appendingPathComponent("tasks.json")
    try? ("[" + tasks.joined(separator: ",") + "]").write(to: importFile, atomically: true, encoding: .utf8)
    _ = ProcessTimer.run(task, ["import", importFile.path], environment: environment)

    let listHome = tasksHome()
    let sherpaList = Sample.process(
      "sherpa today (\(BenchSuite.listedTasks) tasks due)", sherpa, options(listHome) + ["today"], runs: runs)
    let taskList = Sample.process(
      "task list (\(BenchSuite.listedTasks) pending tasks)", task, ["list"], runs: runs, environment: environment)
    let taskNext = Sample.process(
      "task next (\(BenchSuite.listedTasks) pending tasks)", task, ["next"], runs: runs, environment: environment)
    // Both add to a list of 2,000 (sherpa's on a copy, so `today` above is not changed).
    let addHome = scratch.appendingPathComponent("tasks-add")
    try? FileManager.default.removeItem(at: addHome)
    try? FileManager.default.copyItem(at: listHome, to: addHome)
    let sherpaAdd = Sample.process(
      "sherpa say \"add a task to buy milk tomorrow\" (\(BenchSuite.listedTasks) tasks)", sherpa,
      options(addHome) + ["--offline", "say", "add a task to buy milk tomorrow"], runs: runs)
    let taskAdd = Sample.process(
      "task add \"buy milk\" due:tomorrow (\(BenchSuite.listedTasks) tasks)", task,
      ["add", "buy milk", "due:tomorrow"], runs: runs, environment: environment)
    return [
      BenchRow(sample: taskList, unit: .milliseconds, target: "", baseline: nil),
      BenchRow(sample: taskNext, unit: .milliseconds, target: "", baseline: nil),
      BenchRow(sample: sherpaList, unit: .milliseconds, target: "≤ 0.5× task next", baseline: taskNext),
      BenchRow(sample: taskAdd, unit: .milliseconds, target: "", baseline: nil),
      BenchRow(sample: sherpaAdd, unit: .milliseconds, target: "≤ 1.2× task add", baseline: taskAdd),
    ]
  }

  /// A store with `listedTasks` tasks due today and nothing else.
  func tasksHome() -> URL {
    let home = scratch.appendingPathComponent("tasks")
    let file = home.appendingPathComponent("sherpa.sqlite")
    if !FileManager.default.fileExists(atPath: file.path) {
      try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      do {
        let store = try SherpaStore.open(at: file)
        let created = BenchSuite.today.start(in: Environment.calendar(in: TimeZone(identifier: "UTC") ?? .gmt))
        for index in 1...BenchSuite.listedTasks {
          _ = try store.addItem(
            Item(
              kind: .task, name: "Task \(index)", startDate: BenchSuite.today, createdAt: created, manualOrder: index))
        }
      } catch {
        FileHandle.standardError.write(Data("sherpa-bench: cannot fill the task store: \(error)\n".utf8))
      }
    }
    return home
  }

  /// A fixed, well-formed UUID for task `index`.
  static func uuid(_ index: Int) -> String {
    String(format: "00000000-0000-4000-8000-%012d", index)
  }
}
