/// Bounds and timings of live sessions.
public struct SessionLimits: Sendable {
  /// How long a disconnected session can still be resumed.
  public var gracePeriod: Duration
  /// Events allowed in a burst (60: twice what the client lets out at once,
  /// so network jitter bunching its paced events never trips the limit;
  /// docs/PROTOCOL.md, "Rate limit").
  public var eventBurst: Int
  /// Events allowed per second, sustained (30: key repeat at its fastest
  /// setting, above what a person clicks or types once the client
  /// coalesces input events).
  public var eventsPerSecond: Double
  /// Messages that may wait for a slow client (queued plus unacknowledged
  /// patch batches) before the session coalesces or is dropped.
  public var maxPendingMessages: Int
  /// Time between heartbeats.
  public var heartbeatInterval: Duration
  /// Silence after which a peer is considered dead.
  public var heartbeatTimeout: Duration
  /// Oldest page token accepted when a socket joins.
  public var pageTokenLifetime: Duration
  /// Most sessions one process holds.
  public var maxSessions: Int
  /// Most sessions (connected or in their grace period) one client
  /// address holds. Behind a proxy every client shares its address: raise it.
  public var maxSessionsPerAddress: Int

  /// Creates limits.
  public init(
    gracePeriod: Duration = .seconds(60), eventBurst: Int = 60, eventsPerSecond: Double = 30,
    maxPendingMessages: Int = 256, heartbeatInterval: Duration = .seconds(15),
    heartbeatTimeout: Duration = .seconds(45), pageTokenLifetime: Duration = .seconds(86_400),
    maxSessions: Int = 100_000, maxSessionsPerAddress: Int = 256
  ) {
    self.gracePeriod = gracePeriod
    self.eventBurst = eventBurst
    self.eventsPerSecond = eventsPerSecond
    self.maxPendingMessages = maxPendingMessages
    self.heartbeatInterval = heartbeatInterval
    self.heartbeatTimeout = heartbeatTimeout
    self.pageTokenLifetime = pageTokenLifetime
    self.maxSessions = maxSessions
    self.maxSessionsPerAddress = maxSessionsPerAddress
  }

  /// The defaults.
  public static let standard = SessionLimits()
}
