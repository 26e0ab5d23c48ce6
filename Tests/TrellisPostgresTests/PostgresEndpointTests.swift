import Testing
import TrellisPostgres

/// Database URLs: what the gallery's `--database-url` accepts and refuses.
@Suite struct PostgresEndpointTests {
  @Test func aURLGivesUserHostPortAndDatabase() throws {
    let endpoint = try PostgresEndpoint(url: "postgres://trellis@127.0.0.1:5433/gallery")
    #expect(
      endpoint
        == PostgresEndpoint(host: "127.0.0.1", port: 5433, username: "trellis", database: "gallery")
    )
    let withPassword = try PostgresEndpoint(url: "postgresql://a:secret@db.internal/app")
    #expect(withPassword.port == 5432 && withPassword.password == "secret")
  }

  @Test(arguments: [
    "", "http://a@b/c", "postgres://127.0.0.1:5432/db", "postgres://u@127.0.0.1:5432",
    "postgres://u@127.0.0.1:5432/", "postgres://u@:5432/db", "postgres://u@h:0/db", "not a url",
  ])
  func malformedURLsAreRefusedWithAReason(url: String) {
    #expect(throws: PostgresEndpointError.self) { try PostgresEndpoint(url: url) }
  }
}
