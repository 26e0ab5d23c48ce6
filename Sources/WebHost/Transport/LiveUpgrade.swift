import HTTPTypes
import Logging
import NIOHTTP1

/// Decides socket upgrades: the path, the origin, and the
/// permessage-deflate terms.
struct LiveUpgrade: Sendable {
  /// Why an upgrade was refused.
  struct Refusal: Error {
    let status: HTTPResponse.Status
    let message: String
  }

  let path: String
  let origins: OriginCheck
  let compression: Bool
  /// The window asked of clients that keep their deflate context (9…15).
  let clientWindowBits: Int
  let securityHeaders: SecurityHeaders
  let settings: LiveSocketSettings
  /// Refusals are logged within this budget (a flood of foreign upgrades
  /// must not fill the log).
  let refusalLog = LogBudget()

  /// The extra headers of the `101` response, or why the upgrade is refused.
  func decide(_ head: HTTPRequestHead) -> Result<HTTPHeaders, Refusal> {
    let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? head.uri
    guard path == self.path else {
      return .failure(Refusal(status: .notFound, message: "There is no socket at this address."))
    }
    let origins = head.headers["Origin"]
    guard self.origins.accepts(origins: origins, host: head.headers.first(name: "Host")) else {
      let (allowed, suppressed) = refusalLog.take()
      if allowed {
        settings.logger.notice(
          "socket refused: foreign origin",
          metadata: [
            "origin": "\(LogText.escaped(origins.joined(separator: ", ")))",
            "suppressed": "\(suppressed)",
          ])
      }
      return .failure(
        Refusal(status: .forbidden, message: "This socket only serves pages from its own origin."))
    }
    var headers = HTTPHeaders()
    if let terms = deflate(for: head) {
      headers.add(name: "Sec-WebSocket-Extensions", value: terms.responseHeader)
    }
    return .success(headers)
  }

  /// The permessage-deflate terms for the request's offers, if any is accepted.
  func deflate(for head: HTTPRequestHead) -> DeflateNegotiation? {
    guard compression else { return nil }
    return DeflateNegotiation.accept(
      offers: head.headers["Sec-WebSocket-Extensions"], clientWindowBits: clientWindowBits)
  }
}
