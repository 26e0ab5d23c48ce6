/// What a node says about itself on `/health` (JSON) and `/metrics`
/// (Prometheus text): its live sessions and sockets, and its hub's lag.
///
/// ```swift
/// let report = await host.healthReport()
/// report.json        // {"status":"ok","sessions":2,"sockets":2,"hubLagSeconds":null}
/// report.prometheus  // trellis_live_sessions 2 …
/// ```
public struct HealthReport: Equatable, Sendable {
  /// The live sessions held, connected or within their grace period.
  public var sessions: Int
  /// The live sockets open.
  public var sockets: Int
  /// The hub's lag (``HubLagReporting``); `nil` when the hub does not report one.
  public var hubLag: Duration?

  /// Creates a report.
  public init(sessions: Int, sockets: Int, hubLag: Duration? = nil) {
    self.sessions = sessions
    self.sockets = sockets
    self.hubLag = hubLag
  }

  /// The lag in seconds, as both formats write it.
  private var lagSeconds: String? {
    hubLag.map { lag in
      let (seconds, attoseconds) = lag.components
      return "\(Double(seconds) + Double(attoseconds) / 1e18)"
    }
  }

  /// The JSON object served on `/health`.
  public var json: String {
    "{\"status\":\"ok\",\"sessions\":\(sessions),\"sockets\":\(sockets),"
      + "\"hubLagSeconds\":\(lagSeconds ?? "null")}"
  }

  /// The Prometheus text exposition (format 0.0.4) served on `/metrics`; the
  /// lag's sample is absent when the hub reports none.
  public var prometheus: String {
    var text = ""
    func gauge(_ name: String, _ help: String, _ value: String?) {
      text += "# HELP \(name) \(help)\n# TYPE \(name) gauge\n"
      if let value { text += "\(name) \(value)\n" }
    }
    gauge("trellis_live_sessions", "Live sessions held by this node.", "\(sessions)")
    gauge("trellis_live_sockets", "Live sockets open on this node.", "\(sockets)")
    gauge(
      "trellis_hub_lag_seconds", "Delay of the last broadcast the hub carried to this node.",
      lagSeconds)
    return text
  }
}
