import Synchronization

/// One effect the runner started: where it came from, what it may be
/// cancelled by, and whether it was cancelled. Actions it sends are checked
/// against ``isCancelled`` on delivery, so nothing arrives after cancellation.
final class EffectHandle: Sendable {
  /// Unique within its runner, in start order.
  let serial: UInt64
  /// The id it can be cancelled by.
  let id: EffectID?
  /// The queue it joined.
  let queue: EffectQueue?
  /// The creation site, `fileID:line`.
  let site: String
  private let cancelled = Atomic<Bool>(false)
  private let finished = Atomic<Bool>(false)

  init(serial: UInt64, id: EffectID?, queue: EffectQueue?, site: String) {
    self.serial = serial
    self.id = id
    self.queue = queue
    self.site = site
  }

  /// Whether the effect was cancelled; its actions are then dropped.
  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Marks the effect cancelled.
  func markCancelled() { cancelled.store(true, ordering: .releasing) }

  /// Whether the effect's task has returned.
  var isFinished: Bool { finished.load(ordering: .acquiring) }

  /// Marks the effect's task as returned.
  func markFinished() { finished.store(true, ordering: .releasing) }
}
