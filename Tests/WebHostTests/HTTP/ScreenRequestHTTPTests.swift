import NIOCore
import NIOHTTP1
import Testing

@testable import WebHost

/// What a screen sees of the HTTP request behind a page or a socket.
@Suite struct ScreenRequestHTTPTests {
  @Test func aSocketsRequestKeepsItsHeadersButNotTheHandshakes() throws {
    let head = HTTPRequestHead(
      version: .http1_1, method: .GET, uri: "/live",
      headers: [
        "Host": "example.com", "Upgrade": "websocket", "Connection": "Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Extensions": "permessage-deflate; client_max_window_bits",
        "Cookie": "user=ada", "Accept-Language": "fr-CH, fr;q=0.9",
      ])
    let request = ScreenRequest(
      head, remoteAddress: try SocketAddress(ipAddress: "203.0.113.7", port: 4000))
    #expect(request.headers.map(\.name) == ["host", "cookie", "accept-language"])
    #expect(request.cookies == ["user": "ada"])
    #expect(request.language == "fr-CH")
    #expect(request.remoteAddress == "203.0.113.7")
  }
}
