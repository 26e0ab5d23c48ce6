import Hummingbird

/// Decides whether a socket upgrade comes from a page this server served.
///
/// The configured public origins are accepted. Without one, the page's own
/// origin (the `Origin` equal to the request's `Host`) is accepted only
/// when that host is an IP address or `localhost`: a `Host` with a domain
/// name proves nothing, since a DNS-rebinding page chooses both.
public struct OriginCheck: Sendable {
  /// The public origins allowed (`"https://example.com"`).
  public var allowed: Set<String>

  /// Creates a check.
  public init(allowed: Set<String> = []) {
    self.allowed = Set(allowed.map { $0.lowercased() })
  }

  /// Whether `request` carries an acceptable `Origin`. A missing or
  /// repeated `Origin` is refused: browsers send exactly one on a socket upgrade.
  public func accepts(_ request: Request) -> Bool {
    accepts(origins: request.headers[values: .origin], host: request.head.authority)
  }

  /// Whether the `Origin` values of an upgrade, with its `Host`, are acceptable.
  public func accepts(origins: [String], host: String?) -> Bool {
    // Exactly one Origin: two would be ambiguous.
    guard origins.count == 1, let origin = origins.first?.lowercased() else { return false }
    if allowed.contains(origin) { return true }
    guard let host = host?.lowercased(), Self.isAddressOrLocalhost(host) else { return false }
    return origin == "http://" + host || origin == "https://" + host
  }

  /// Whether `host` (with its port, if any) names no domain: an IPv4 or
  /// IPv6 literal, or `localhost`.
  static func isAddressOrLocalhost(_ host: String) -> Bool {
    if host.hasPrefix("[") { return true }
    let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? host
    if name == "localhost" { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII)
          && part.allSatisfy(\.isNumber)
      }
  }
}
