/// How long the hub keeps what it stored: messages (enough for a node that
/// lost its connection to catch up), and openers and results (as long as a
/// person may take to come back from the screen they opened).
///
/// ```swift
/// let retention = HubRetention(messageAge: .seconds(300), messageCount: 50_000)
/// ```
public struct HubRetention: Sendable {
  /// Messages older than this are pruned.
  public var messageAge: Duration
  /// At most this many of the newest messages are kept.
  public var messageCount: Int
  /// Openers and results older than this are pruned.
  public var openerAge: Duration
  /// How often a node prunes.
  public var interval: Duration

  /// Creates a retention policy.
  public init(
    messageAge: Duration = .seconds(600), messageCount: Int = 100_000,
    openerAge: Duration = .seconds(24 * 3600), interval: Duration = .seconds(60)
  ) {
    self.messageAge = messageAge
    self.messageCount = max(messageCount, 0)
    self.openerAge = openerAge
    self.interval = interval
  }
}
