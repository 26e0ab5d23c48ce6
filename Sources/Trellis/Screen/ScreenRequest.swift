/// The HTTP request a screen was opened with: the page's `GET`, then the
/// socket's upgrade (on every join and resume; without the handshake's own
/// `Connection`, `Upgrade` and `Sec-WebSocket-*` headers). Read it in
/// `makeEnvironment(_:)` to build per-user or per-language environments.
///
/// ```swift
/// func makeEnvironment(_ context: ScreenContext) -> Environment {
///   Environment(userName: context.request.user ?? "guest", language: context.request.language)
/// }
/// ```
public struct ScreenRequest: Sendable, Equatable {
  /// The request's headers as sent, names lowercased, in order.
  public var headers: [(name: String, value: String)]
  /// The peer's address (`"203.0.113.7"`), as the server saw it: behind a
  /// reverse proxy, read the proxy's forwarded header instead.
  public var remoteAddress: String?
  /// The identity the application's authorization hook admitted (a user id
  /// or name), `nil` for an anonymous request.
  public var user: String?

  /// Creates a request.
  public init(
    headers: [(name: String, value: String)] = [], remoteAddress: String? = nil,
    user: String? = nil
  ) {
    self.headers = headers.map { ($0.name.lowercased(), $0.value) }
    self.remoteAddress = remoteAddress
    self.user = user
  }

  /// The first value of the header `name` (any case).
  public func header(_ name: String) -> String? {
    let name = name.lowercased()
    return headers.first { $0.name == name }?.value
  }

  /// The cookies of the `Cookie` headers, by name (the first of a repeated name).
  public var cookies: [String: String] {
    var cookies: [String: String] = [:]
    for header in headers where header.name == "cookie" {
      for pair in header.value.split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard let name = parts.first?.trimmed, !name.isEmpty, cookies[name] == nil else { continue }
        cookies[name] = parts.count > 1 ? parts[1].trimmed : ""
      }
    }
    return cookies
  }

  /// The languages of `Accept-Language`, most preferred first, without those
  /// refused with `q=0` (`["fr-CH", "fr", "en"]`).
  public var languages: [String] {
    guard let header = header("accept-language") else { return [] }
    let ranked = header.split(separator: ",").enumerated().compactMap {
      offset, part -> (tag: String, quality: Double, offset: Int)? in
      let pieces = part.split(separator: ";")
      guard let tag = pieces.first?.trimmed, !tag.isEmpty, tag != "*" else { return nil }
      let quality =
        pieces.dropFirst().lazy.map(\.trimmed).first { $0.hasPrefix("q=") }
        .flatMap { Double($0.dropFirst(2)) } ?? 1
      return quality > 0 ? (tag, quality, offset) : nil
    }
    return ranked.sorted { ($0.quality, -$0.offset) > ($1.quality, -$1.offset) }.map(\.tag)
  }

  /// The most preferred language, if the request names any.
  public var language: String? { languages.first }

  public static func == (left: ScreenRequest, right: ScreenRequest) -> Bool {
    left.remoteAddress == right.remoteAddress && left.user == right.user
      && left.headers.elementsEqual(right.headers) { $0.name == $1.name && $0.value == $1.value }
  }
}

extension Substring {
  /// Without the spaces and tabs around it.
  fileprivate var trimmed: String {
    let kept = { (character: Character) in character != " " && character != "\t" }
    guard let first = firstIndex(where: kept), let last = lastIndex(where: kept) else { return "" }
    return String(self[first...last])
  }
}
