import Foundation
import SherpaCore
import SherpaStore

/// A day for the due list and the five smart reminders: must-dos (some done), nice-to-dos
/// with habit prompts, a must-do group of two nice-to-dos, a task with a time and a task
/// carried over from two days ago. Wake 07:00, bed 23:00; the day is a Monday.
public enum ReminderStore {
  public static let day = LocalDay(year: 2026, month: 11, day: 23) ?? LocalDay(ordinal: 20_415)
  public static let at = Date(timeIntervalSince1970: 1_795_420_800)
  public static let wake = LocalTime(minutesSinceMidnight: 7 * 60)
  public static let bed = LocalTime(minutesSinceMidnight: 23 * 60)

  /// Adds the records and returns the store.
  @discardableResult
  public static func fill(_ store: SherpaStore) throws -> SherpaStore {
    let start = day.adding(days: -7)
    func habit(
      _ name: String, _ slot: TimeSlot?, tier: Tier = .mustDo, time: LocalTime? = nil, prompt: String? = nil,
      notify: Bool = false, group: Int64? = nil
    ) throws -> Item {
      try store.addItem(
        Item(
          kind: .habit, name: name, startDate: start, time: time, timeSlot: slot, notify: notify, tier: tier,
          groupID: group, habitPrompt: prompt, createdAt: at))
    }
    let move = try store.addGroup(ItemGroup(name: "Move a little", required: 1))
    _ = try habit("Drink water", .afterWake)
    let bed = try habit("Make the bed", .afterWake)
    let meditate = try habit("Meditate", .morning, notify: true)
    _ = try habit("Run", .morning, tier: .niceToDo, prompt: "Put on your trainers and step outside")
    let walk = try habit("Walk", .duringTheDay)
    _ = try habit("Yoga", .morning, tier: .niceToDo, prompt: "Roll out the mat", group: move.id)
    _ = try habit("Swim", .duringTheDay, tier: .niceToDo, group: move.id)
    _ = try habit("Guitar", .evening, tier: .niceToDo, prompt: "Take the guitar off the wall")
    _ = try habit("Read", .evening, time: LocalTime(minutesSinceMidnight: 21 * 60 + 30))
    _ = try habit("Journal", .beforeBed, notify: true)
    let stretch = try habit("Stretch", nil, tier: .niceToDo)
    _ = try store.addItem(Item(kind: .task, name: "File taxes", startDate: day.adding(days: -2), createdAt: at))
    _ = try store.addItem(
      Item(
        kind: .task, name: "Call the bank", startDate: day, time: LocalTime(minutesSinceMidnight: 14 * 60 + 30),
        notify: true, createdAt: at))
    for item in [bed, meditate, walk, stretch] { _ = try store.complete(itemID: item.id, day: day, at: at) }
    return store
  }
}
