import Crypto
import Foundation
import NIOCore
import NIOHTTP1

/// The WebSocket handshake (RFC 6455, 4.2.2) for NIO's typed HTTP upgrade.
/// Unlike NIO's own upgrader it installs no frame decoder or encoder: the
/// handlers `install` adds read and write frames themselves, so a socket's
/// pipeline keeps one context where NIO's would keep three.
struct LiveSocketUpgrader<UpgradeResult: Sendable>: NIOTypedHTTPServerProtocolUpgrader {
  let supportedProtocol = "websocket"
  let requiredUpgradeHeaders: [String] = []
  /// The extra headers of the `101` response, or `nil` to refuse.
  let shouldUpgrade: @Sendable (any Channel, HTTPRequestHead) -> EventLoopFuture<HTTPHeaders?>
  /// Sets up the upgraded channel.
  let install: @Sendable (any Channel, HTTPRequestHead) -> EventLoopFuture<UpgradeResult>

  /// Why a handshake was not completed.
  enum Failure: Error {
    /// Not exactly one `Sec-WebSocket-Key`, or a version other than 13.
    case invalidHeaders
    /// `shouldUpgrade` refused it.
    case refused
  }

  /// The GUID RFC 6455 appends to the key.
  static var guid: String { "258EAFA5-E914-47DA-95CA-C5AB0DC85B11" }

  /// `Sec-WebSocket-Accept` for a request's `Sec-WebSocket-Key`.
  static func accept(key: String) -> String {
    Data(Insecure.SHA1.hash(data: Data((key + guid).utf8))).base64EncodedString()
  }

  func buildUpgradeResponse(
    channel: any Channel, upgradeRequest: HTTPRequestHead, initialResponseHeaders: HTTPHeaders
  ) -> EventLoopFuture<HTTPHeaders> {
    let keys = upgradeRequest.headers[canonicalForm: "Sec-WebSocket-Key"]
    let versions = upgradeRequest.headers[canonicalForm: "Sec-WebSocket-Version"]
    guard keys.count == 1, versions.count == 1, versions[0] == "13" else {
      return channel.eventLoop.makeFailedFuture(Failure.invalidHeaders)
    }
    let key = String(keys[0])
    return shouldUpgrade(channel, upgradeRequest).flatMapThrowing { extra in
      guard var headers = extra else { throw Failure.refused }
      headers.replaceOrAdd(name: "Upgrade", value: "websocket")
      headers.add(name: "Sec-WebSocket-Accept", value: Self.accept(key: key))
      headers.replaceOrAdd(name: "Connection", value: "upgrade")
      return headers
    }
  }

  func upgrade(channel: any Channel, upgradeRequest: HTTPRequestHead) -> EventLoopFuture<
    UpgradeResult
  > {
    install(channel, upgradeRequest)
  }
}
