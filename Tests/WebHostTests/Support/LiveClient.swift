import Foundation
import HTTPTypes
import HummingbirdWSClient
import HummingbirdWSCompression
import HummingbirdWSTesting
import Logging
import WebHost

/// Reads server frames as JSON objects, with a timeout so no test can hang.
struct FrameReader {
  var iterator: WebSocketInboundMessageStream.AsyncIterator

  init(_ inbound: WebSocketInboundStream) {
    iterator = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
  }

  /// The next frame, or `nil` when the socket closed.
  mutating func next() async throws -> [String: Any]? {
    guard case .text(let text)? = try await iterator.next() else { return nil }
    return jsonObject(text)
  }

  /// Frames until one of kind `kind` (returned), skipping pings.
  mutating func next(_ kind: String) async throws -> [String: Any]? {
    while let frame = try await next() {
      if frame["t"] as? String == kind { return frame }
      if frame["t"] as? String == "ping" { continue }
      if frame["t"] as? String == "error", kind != "error" { return frame }
    }
    return nil
  }
}

extension WebSocketOutboundWriter {
  func send(_ message: ClientMessage) async throws {
    try await write(.text(WireCodec.encode(message)))
  }
}

/// The test client sends its own `Origin: ws://localhost`, which the test
/// host allows; foreign origins are tested on a raw socket.
func wsConfiguration(port: Int?, compression: Bool = false) -> WebSocketClientConfiguration {
  WebSocketClientConfiguration(
    maxFrameSize: 1 << 20,
    extensions: compression ? [.perMessageDeflate(noContextTakeover: false)] : [])
}

func joinMessage(_ host: WebHost, session: String? = nil, token: String? = nil, lastBatch: Int = 0)
  -> ClientMessage
{
  .join(
    .init(
      pageToken: token ?? host.sessions.pageTokens.issue(), sessionID: session,
      lastBatch: lastBatch, url: "/counter"))
}
