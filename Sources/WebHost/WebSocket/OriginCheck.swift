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
  /// or https) or one of the allowed origins. A missing `Origin` is refused:
  /// browsers always send it on a socket upgrade.
  public func accepts(_ request: Request) -> Bool {
    guard let origin = request.headers[.origin]?.lowercased() else { return false }
    if allowed.contains(origin) { return true }
    guard let host = request.head.authority?.lowercased() else { return false }
    return origin == "http://" + host || origin == "https://" + host
  }
}
