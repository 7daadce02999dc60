import Foundation
import GRDB
import SherpaCore

/// Names a kept read: which query, over which days (or for which meta key). Asked a
/// few times a turn, it is hashed as three numbers rather than built and hashed as text.
struct ReadKey: Hashable {
  enum Query: UInt8 {
    case meta, groups, instances, instancesWithIncrements, instancesWithLatest, notes, focus, itemsVersion, xpEvents
    case xpSum, xpTotal, days
  }

  var query: Query
  var from = 0
  var to = 0
  var name: String?

  init(_ query: Query) { self.query = query }

  init(_ query: Query, _ from: LocalDay, _ to: LocalDay) {
    self.query = query
    self.from = from.ordinal
    self.to = to.ordinal
  }

  static func meta(_ name: String) -> ReadKey {
    var key = ReadKey(.meta)
    key.name = name
    return key
  }
}

/// Reads kept for `SherpaStore.remembered`, all dropped when the stamp moves.
final class ReadMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var stamp: StoreStamp?
  private var values: [ReadKey: Any] = [:]

  func value(_ key: ReadKey, at stamp: StoreStamp) -> Any? {
    lock.withLock { self.stamp == stamp ? values[key] : nil }
  }

  func keep(_ value: Any, _ key: ReadKey, at stamp: StoreStamp) {
    lock.withLock {
      if self.stamp != stamp {
        self.stamp = stamp
        values = [:]
      }
      values[key] = value
    }
  }

  func clear() {
    lock.withLock {
      stamp = nil
      values = [:]
    }
  }
}

/// What `undo_state.current_turn` holds in the open `inOneTransaction`, as far as this
/// process knows (unknown after a savepoint rolled back).
enum UndoTarget: Equatable {
  case unknown, none
  case turn(Int64)
}

/// A point in an open transaction (see `SherpaStore.stamp`).
public struct StoreStamp: Equatable, Sendable {
  let transaction: Int
  let writes: Int
}

/// The connection of the open `inOneTransaction`, seen only from the thread that runs it
/// (any other thread reads and writes through the pool as usual).
final class ScopeBox: @unchecked Sendable {
  private let lock = NSLock()
  private var db: Database?
  private var thread: pthread_t?
  private var serial = 0
  private var writes = 0
  private var target = UndoTarget.none

  /// Every transaction starts and ends with nothing logged (`SherpaStore.logChanges`).
  var undoTarget: UndoTarget {
    get { lock.withLock { target } }
    set { lock.withLock { target = newValue } }
  }

  /// Which transaction is open and how many writes it has seen; nil outside one (or on
  /// another thread).
  var stamp: StoreStamp? {
    lock.withLock { isOwnedHere ? StoreStamp(transaction: serial, writes: writes) : nil }
  }

  func countWrite() { lock.withLock { writes += 1 } }

  var database: Database? { lock.withLock { isOwnedHere ? db : nil } }

  /// A transaction is open and this thread runs it (call with the lock held).
  private var isOwnedHere: Bool {
    guard db != nil, let thread else { return false }
    return pthread_equal(thread, pthread_self()) != 0
  }

  func enter(_ db: Database) {
    lock.withLock {
      self.db = db
      self.thread = pthread_self()
      serial += 1
      writes = 0
      target = .none
    }
  }

  func leave() {
    lock.withLock {
      db = nil
      thread = nil
    }
  }
}

/// The turn currently open on this store value and its copies.
final class TurnBox: @unchecked Sendable {
  private let lock = NSLock()
  private var turn: TurnID?

  var current: TurnID? { lock.withLock { turn } }

  func set(_ turn: TurnID?) { lock.withLock { self.turn = turn } }
}
