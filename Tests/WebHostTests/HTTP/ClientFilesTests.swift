import Foundation
import Testing

@testable import WebHost

@Suite struct ClientFilesTests {
  @Test func theClientShipsInTheResourcesAsOneScriptOfAtMost5_5KBGzipped() throws {
    let client = try StaticFiles.client()
    let script = try #require(client.file(named: "trellis.js"))
    // 4 KB until issue 14: live navigation, the connection state,
    // announcements and optimistic changes came (uploads and hooks are
    // opt-in modules of their own).
    #expect(script.gzipped.count <= 5632)
    // One bundle: it imports no other module.
    let text = String(decoding: script.bytes, as: UTF8.self)
    #expect(!text.contains(#"from"./"#) && !text.contains("import("))
    #expect(client.file(named: "trellis.css") != nil && client.file(named: "dev.css") == nil)
    #expect(client.url(for: "trellis.js").hasPrefix("/static/trellis." + script.hash))
  }

  @Test func aMissingDirectoryIsAnErrorNotAnEmptySetOfFiles() {
    #expect(throws: StaticFilesError.unreadable(path: "/nonexistent/trellis")) {
      try StaticFiles(directory: "/nonexistent/trellis")
    }
  }

  @Test func theApplicationsAssetsJoinTheClient() throws {
    let assets = StaticFiles(files: [StaticFiles.file(name: "app.css", bytes: Array("p{}".utf8))])
    let files = try StaticFiles.client().merging(assets)
    #expect(files.file(named: "app.css") != nil && files.file(named: "trellis.js") != nil)
  }
}
