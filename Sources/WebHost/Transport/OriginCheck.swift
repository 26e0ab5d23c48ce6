import Hummingbird

/// Decides whether a socket upgrade comes from a page this server served.
public struct OriginCheck: Sendable {
  /// Origins allowed besides the request's own host.
  public var allowed: Set<String>

  /// Creates a check.
  public init(allowed: Set<String> = []) {
    self.allowed = allowed
  }

  /// Whether `request` carries an `Origin` equal to its own host (over http
  /// or https) or one of the allowed origins. A missing or repeated `Origin`
  /// is refused: browsers send exactly one on a socket upgrade.
  public func accepts(_ request: Request) -> Bool {
    accepts(origins: request.headers[values: .origin], host: request.head.authority)
  }

  /// Whether the `Origin` values of an upgrade, with its `Host`, are acceptable.
  public func accepts(origins: [String], host: String?) -> Bool {
    // Exactly one Origin: two would be ambiguous.
    guard origins.count == 1, let origin = origins.first?.lowercased() else { return false }
    if allowed.contains(origin) { return true }
    guard let host = host?.lowercased() else { return false }
    return origin == "http://" + host || origin == "https://" + host
  }
}
