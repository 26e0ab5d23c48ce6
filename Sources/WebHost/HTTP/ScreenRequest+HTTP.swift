import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1

extension ScreenRequest {
  /// The screen's view of a page request.
  init(_ request: Request, remoteAddress: SocketAddress?) {
    self.init(
      headers: request.headers.map { ($0.name.canonicalName, $0.value) },
      remoteAddress: remoteAddress?.ipAddress)
  }

  /// The screen's view of a socket upgrade, without the headers of the
  /// WebSocket handshake itself (kept as long as the socket: they would
  /// cost every idle socket a few hundred bytes and tell a screen nothing).
  init(_ head: HTTPRequestHead, remoteAddress: SocketAddress?) {
    self.init(
      headers: head.headers.compactMap { header in
        Self.isHandshakeHeader(header.name) ? nil : (header.name, header.value)
      }, remoteAddress: remoteAddress?.ipAddress)
  }

  /// `Connection`, `Upgrade` and the `Sec-WebSocket-*` headers.
  static func isHandshakeHeader(_ name: String) -> Bool {
    let name = name.lowercased()
    return name == "connection" || name == "upgrade" || name.hasPrefix("sec-websocket-")
  }

  /// The page's `lang`: the first preferred language the application
  /// offers (a prefix match: `fr-CH` takes `fr`), else the first it offers.
  func pageLanguage(offered: [String]) -> String {
    let offered = offered.isEmpty ? ["en"] : offered
    for wanted in languages.map({ $0.lowercased() }) {
      if let match = offered.first(where: {
        let tag = $0.lowercased()
        return tag == wanted || wanted.hasPrefix(tag + "-") || tag.hasPrefix(wanted + "-")
      }) {
        return match
      }
    }
    return offered[0]
  }
}
