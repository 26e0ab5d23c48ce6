import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import NIOCore
import NIOWebSocket
import Screens
import Testing
import WebHost

/// The upload route against BabyAlbum over a real socket: a photo goes in
/// and comes back as an action and a served file; too big, wrong content,
/// a foreign session or binding are refused at once with a clear answer.
@Suite(.timeLimit(.minutes(1))) struct UploadRouteTests {
  static let png: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 600)
  /// The album's upload field is its only binding.
  static let uploadHandler = 1

  func makeAlbumHost(maxBytes: Int = 1000) -> WebHost {
    let catalog = ScreenCatalog([AnyScreen(BabyAlbum(maxUploadBytes: maxBytes))])
    return WebHost(
      pages: catalog.pages, sessions: SessionRegistry(factory: catalog),
      staticFiles: StaticFiles(files: [
        StaticFiles.file(name: "trellis.js", bytes: Array("//".utf8))
      ]),
      configuration: WebHostConfiguration(allowedOrigins: ["ws://localhost"]))
  }

  func headers(session: String, handler: Int = uploadHandler, name: String = "me.png")
    -> HTTPFields
  {
    var fields = HTTPFields()
    fields[HTTPField.Name("Trellis-Session")!] = session
    fields[HTTPField.Name("Trellis-Handler")!] = "\(handler)"
    fields[HTTPField.Name("Trellis-Name")!] = name
    return fields
  }

  /// Reads frames until an update's patches contain `text`; returns them.
  func patches(containing text: String, _ reader: inout FrameReader) async throws -> String? {
    for _ in 0..<20 {
      guard let frame = try await reader.raw() else { return nil }
      guard frame["t"] as? String == "u", let ops = frame["ops"] else { continue }
      let json = String(
        decoding: try JSONSerialization.data(withJSONObject: ops, options: .withoutEscapingSlashes),
        as: UTF8.self)
      if json.contains(text) { return json }
    }
    return nil
  }

  /// Joins BabyAlbum over a live socket and runs `body` with the HTTP
  /// client, the socket's frames and the joined session's id.
  func withAlbumSession(
    _ body:
      @escaping @Sendable (any TestClientProtocol, inout FrameReader, String) async throws
      -> Void
  ) async throws {
    let host = makeAlbumHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/album"))
        let session = try #require(try await reader.next("joined")?["session"] as? String)
        try await body(client, &reader, session)
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }

  @Test func aPhotoIsTakenInShownAndServed() async throws {
    try await withAlbumSession { client, reader, session in
      let response = try await client.execute(
        uri: "/upload", method: .post, headers: headers(session: session),
        body: ByteBuffer(bytes: Self.png))
      #expect(response.status == .created)
      let shown = try #require(try await patches(containing: "/upload/file/", &reader))
      #expect(shown.contains("Added me.png to the album."))
      let path = try #require(
        shown.range(of: #"/upload/file/[A-Za-z0-9_-]+"#, options: .regularExpression))
      let file = try await client.execute(uri: String(shown[path]), method: .get)
      #expect(file.status == .ok)
      #expect(file.headers[.contentType] == "image/png")
      #expect(Array(buffer: file.body) == Self.png)
    }
  }

  @Test func tooBigAndWrongContentAreRefusedWithAMessage() async throws {
    try await withAlbumSession { client, reader, session in
      let big = try await client.execute(
        uri: "/upload", method: .post, headers: headers(session: session),
        body: ByteBuffer(bytes: Self.png + Self.png))
      #expect(big.status == .contentTooLarge)
      #expect(try await patches(containing: "too big", &reader) != nil)
      let text = try await client.execute(
        uri: "/upload", method: .post, headers: headers(session: session, name: "photo.png"),
        body: ByteBuffer(string: "I am only text, whatever my name says."))
      #expect(text.status == .unsupportedMediaType)
      #expect(try await patches(containing: "not an image", &reader) != nil)
    }
  }

  @Test func aForeignSessionOrBindingIsRefused() async throws {
    try await withAlbumSession { client, reader, session in
      for fields in [
        headers(session: "not-a-session"), headers(session: session, handler: 99), HTTPFields(),
      ] {
        let response = try await client.execute(
          uri: "/upload", method: .post, headers: fields, body: ByteBuffer(bytes: Self.png))
        #expect(response.status == .forbidden)
        #expect(String(buffer: response.body).contains("not allowed"))
      }
      let missing = try await client.execute(uri: "/upload/file/nothing", method: .get)
      #expect(missing.status == .notFound)
    }
  }
}
