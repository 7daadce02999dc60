import SherpaStore
import Synchronization

/// The stores a command opened, held until the process ends. `closeAll` closes their
/// connections when the command is done (or has failed), so the WAL is checkpointed and
/// its files removed as before; the stores themselves are never released. Releasing one
/// disposes GRDB's dispatch queue, which starts a dispatch worker thread just before the
/// process exits: about 1 ms of a 9 ms `today` (Benchmarks/RESULTS.md).
enum OpenStores {
  private static let kept = Mutex<[SherpaStore]>([])

  static func keep(_ store: SherpaStore) -> SherpaStore {
    kept.withLock { $0.append(store) }
    return store
  }

  static func closeAll() {
    for store in kept.withLock({ $0 }) { try? store.close() }
  }
}
