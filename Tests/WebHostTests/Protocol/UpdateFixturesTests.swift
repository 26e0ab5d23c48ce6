import Foundation
import Testing
import WebHost

/// The update frames of `Tests/Fixtures/updates.json`, which the client's
/// tests (Tests/Client/session.test.mjs) apply: the Swift side writes each
/// exactly as the fixture has it.
@Suite struct UpdateFixturesTests {
  struct Case: Decodable {
    struct Fields: Decodable {
      var b: Int?
      var s: Int
      var ops: String?
      var url: String?
      var push: Bool?
      var title: String?
    }
    var name: String
    var update: Fields
    var frame: String
  }

  static let cases: [Case] = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/updates.json")
    // A missing or broken fixture fails the test below with no cases.
    guard let data = try? Data(contentsOf: file) else { return [] }
    return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
  }()

  @Test func theFixtureHasCases() {
    #expect(Self.cases.count >= 4)
  }

  @Test(arguments: cases.map(\.name))
  func theServerWritesTheFixturesFrame(_ name: String) throws {
    let fixture = try #require(Self.cases.first { $0.name == name })
    let fields = fixture.update
    let update = Update(
      batch: fields.b, sequence: fields.s, operationsJSON: fields.ops, url: fields.url,
      mode: fields.push == true ? .push : .replace, title: fields.title)
    #expect(WireCodec.encode(.update(update)) == fixture.frame)
  }
}
