/// A message hub that can tell how far behind it is: a hub spanning several
/// processes (through a database, say) conforms, and ``WebHost``'s `/health`
/// and `/metrics` show what it reports. The in-process hub does not: its
/// broadcasts have no lag to speak of.
///
/// ```swift
/// extension DatabaseHub: HubLagReporting {
///   func lag() async -> Duration? { lastDeliveryDelay }
/// }
/// ```
public protocol HubLagReporting: Sendable {
  /// How long a broadcast took, as the hub last measured it, from its
  /// publication on any process to its arrival in this one; `nil` when the
  /// hub has not measured one yet.
  func lag() async -> Duration?
}
