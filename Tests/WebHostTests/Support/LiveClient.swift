import Foundation
import HTTPTypes
import HummingbirdWSClient
import HummingbirdWSCompression
import HummingbirdWSTesting
import Logging
import WebHost

/// Reads server frames as JSON objects. An update (`u`) is read as its
/// parts, in the order the client applies them: `patch` (`b`, `s`, `ops`),
/// `url` (`url`, `mode`), `title`, then the `ack` its `s` carries; ``raw()``
/// reads whole frames.
struct FrameReader {
  var iterator: WebSocketInboundMessageStream.AsyncIterator
  private var parts: [[String: Any]] = []

  init(_ inbound: WebSocketInboundStream) {
    iterator = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
  }

  /// The next whole frame, or `nil` when the socket closed.
  mutating func raw() async throws -> [String: Any]? {
    guard case .text(let text)? = try await iterator.next() else { return nil }
    return jsonObject(text)
  }

  /// The next frame or part of an update, or `nil` when the socket closed.
  mutating func next() async throws -> [String: Any]? {
    if !parts.isEmpty { return parts.removeFirst() }
    guard let frame = try await raw() else { return nil }
    guard frame["t"] as? String == "u" else { return frame }
    if let batch = frame["b"] {
      parts.append(["t": "patch", "b": batch, "s": frame["s"] ?? 0, "ops": frame["ops"] ?? []])
    }
    if let url = frame["url"] {
      parts.append(["t": "url", "url": url, "mode": frame["push"] != nil ? "push" : "replace"])
    }
    if let title = frame["title"] { parts.append(["t": "title", "title": title]) }
    parts.append(["t": "ack", "s": frame["s"] ?? 0])
    return parts.removeFirst()
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
