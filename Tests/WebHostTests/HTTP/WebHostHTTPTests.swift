import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WebHost

@Suite struct WebHostHTTPTests {
  func expectSecurityHeaders(_ response: TestResponse) {
    let csp = response.headers[.contentSecurityPolicy] ?? ""
    #expect(csp.contains("script-src 'self'") && !csp.contains("script-src 'self' 'unsafe-inline'"))
    #expect(response.headers[.xContentTypeOptions] == "nosniff")
    #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
    #expect(response.headers[HTTPField.Name("Cross-Origin-Opener-Policy")!] == "same-origin")
    #expect(response.headers[HTTPField.Name("Referrer-Policy")!] != nil)
  }

  @Test func rendersAScreenInADeepLinkedState() async throws {
    let (host, _) = makeHost()
    try await makeApplication(host).test(.router) { client in
      try await client.execute(uri: "/counter?count=42", method: .get) { response in
        #expect(response.status == .ok)
        let html = String(buffer: response.body)
        #expect(html.contains(#"<p id="count">42</p>"#))
        #expect(html.contains("<title>Counter &lt;42&gt;</title>"))
        #expect(html.contains(#"<script src="/static/trellis."#) && !html.contains("<script>"))
        #expect(html.contains(#" name="trellis-page">"#) && html.contains(#"<meta content=""#))
        expectSecurityHeaders(response)
      }
    }
  }

  @Test func gzipsPagesWhenTheClientAcceptsIt() async throws {
    let (host, _) = makeHost()
    try await makeApplication(host).test(.router) { client in
      try await client.execute(
        uri: "/counter", method: .get, headers: [.acceptEncoding: "br, gzip"]
      ) { response in
        #expect(response.headers[.contentEncoding] == "gzip")
        let html = try Zlib.inflate(Array(buffer: response.body), limit: 1 << 20, format: .gzip)
        #expect(String(decoding: html, as: UTF8.self).contains(#"<p id="count">0</p>"#))
      }
      try await client.execute(
        uri: "/counter", method: .get, headers: [.acceptEncoding: "gzip;q=0"]
      ) { response in
        #expect(response.headers[.contentEncoding] == nil)
      }
    }
  }

  @Test(arguments: [
    ("/counter?count=abc", "must be an integer"),
    ("/counter?count=5000", "between 0 and 1000"),
    ("/counter?count=1&count=2", "more than once"),
    ("/counter?colour=red", "unknown parameter"),
    ("/counter?count=%zz", "malformed"),
    ("/counter?count=" + String(repeating: "9", count: 9000), "too long"),
  ])
  func answersABadURLWithA400SayingWhatIsWrong(_ target: String, _ phrase: String) async throws {
    let (host, _) = makeHost()
    try await makeApplication(host).test(.router) { client in
      try await client.execute(uri: target, method: .get) { response in
        #expect(response.status == .badRequest)
        #expect(String(buffer: response.body).contains(phrase))
        expectSecurityHeaders(response)
      }
    }
  }

  @Test func unknownPathsGetA404PageWithTheHeaders() async throws {
    let (host, _) = makeHost()
    try await makeApplication(host).test(.router) { client in
      for target in ["/nowhere", "/static/missing.js", "/counter/extra"] {
        try await client.execute(uri: target, method: .get) { response in
          #expect(response.status == .notFound)
          #expect(String(buffer: response.body).contains("no page"))
          expectSecurityHeaders(response)
        }
      }
    }
  }

  @Test func servesStaticFilesWithContentHashesAndGzip() async throws {
    let (host, _) = makeHost()
    let hashed = host.staticFiles.url(for: "trellis.js")
    #expect(hashed != "/static/trellis.js" && hashed.hasSuffix(".js"))
    try await makeApplication(host).test(.router) { client in
      let etag = try await client.execute(
        uri: hashed, method: .get, headers: [.acceptEncoding: "gzip"]
      ) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
        #expect(response.headers[.contentEncoding] == "gzip")
        #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
        expectSecurityHeaders(response)
        return response.headers[.eTag]
      }
      try await client.execute(uri: "/static/trellis.js", method: .get) { response in
        #expect(response.headers[.cacheControl] == "no-cache")
        #expect(String(buffer: response.body).hasPrefix("console.log"))
      }
      try await client.execute(
        uri: "/static/trellis.js", method: .get, headers: [.ifNoneMatch: etag ?? ""]
      ) { response in
        #expect(response.status == .notModified)
      }
    }
  }

  @Test func untrustedTargetsNeverCrashTheServer() async throws {
    let (host, _) = makeHost()
    let alphabet = Array("/?&=%+#abcXYZ019-_.~ü\u{7F}".unicodeScalars)
    try await makeApplication(host).test(.router) { client in
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<200 {
        let length = Int.random(in: 0..<60, using: &generator)
        var target = "/counter?"
        for _ in 0..<length {
          target.unicodeScalars.append(alphabet.randomElement(using: &generator)!)
        }
        try await client.execute(uri: target, method: .get) { response in
          #expect([.ok, .badRequest, .notFound].contains(response.status))
        }
      }
      try await client.execute(uri: "/counter?count=7", method: .get) { response in
        #expect(response.status == .ok)
      }
    }
  }
}
