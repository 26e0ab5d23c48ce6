import Synchronization

/// What the registry's heartbeat and sweep read of a session, behind a
/// lock rather than the actor, so that they never wait for a busy session.
extension Session {
  /// What the registry reads of a session without waiting for it.
  struct Vitals: Sendable {
    var lastHeard: ContinuousClock.Instant
    var detachedSince: ContinuousClock.Instant?
    var ended = false
  }

  /// The session's vitals now.
  nonisolated var currentVitals: Vitals { vitals.withLock { $0 } }

  /// When the last socket went away; `nil` while one is attached.
  public nonisolated var detachedSince: ContinuousClock.Instant? {
    vitals.withLock { $0.detachedSince }
  }

  var lastHeard: ContinuousClock.Instant {
    get { vitals.withLock { $0.lastHeard } }
    set { vitals.withLock { $0.lastHeard = newValue } }
  }

  func setDetached(_ instant: ContinuousClock.Instant?) {
    vitals.withLock { $0.detachedSince = instant }
  }
}
