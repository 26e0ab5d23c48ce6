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

  /// The screen's view of a socket upgrade.
  init(_ head: HTTPRequestHead, remoteAddress: SocketAddress?) {
    self.init(
      headers: head.headers.map { ($0.name, $0.value) }, remoteAddress: remoteAddress?.ipAddress)
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
