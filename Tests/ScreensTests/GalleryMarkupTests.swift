import MarkupValidation
import Screens
import Synchronization
import Testing
import Trellis
import TrellisTesting

/// Every gallery screen passes the whole validator, accessibility included,
/// on its first page and on what the home page links to, as development mode
/// would check each render.
@Suite struct GalleryMarkupTests {
  @Test func everyGalleryScreenValidatesWithAccessibility() async throws {
    let found = Mutex<[String]>([])
    let app = TestApp(
      [
        AnyScreen(Gallery.home), AnyScreen(Counter()),
        AnyScreen(MonsterList(repository: .gallery)),
        AnyScreen(MonsterDetail(repository: .gallery)),
        AnyScreen(LikeHistory(repository: InMemoryLikes())), AnyScreen(BabyAlbum()),
        AnyScreen(Downloader()), AnyScreen(GameOfLife()), AnyScreen(Todo()),
        AnyScreen(Benchmark()), AnyScreen(Steps()),
      ],
      validation: .enabled { issues in found.withLock { $0 += issues.map(\.description) } })
    // The home page's links, plus states they do not show at once: a todo
    // being edited, a monster's page, downloads under way.
    let more = ["/todo?edit=2&todo1=Milk&done2=Plumber", "/monster?id=3"]
    for url in ["/"] + Gallery.entries.map(\.url) + more {
      let page = try await app.open(url)
      if url.hasPrefix("/downloader") { try await page.click("#burst") }
      #expect(found.withLock { $0 }.isEmpty, "\(url): \(found.withLock { $0 })")
      found.withLock { $0 = [] }
    }
  }

  /// The check above would see a problem: a field without a label is reported.
  @Test func theRenderValidationReportsAnUnlabelledField() async throws {
    let found = Mutex<[MarkupIssue.Kind]>([])
    let app = TestApp(
      [AnyScreen(Unlabelled())],
      validation: .enabled { issues in found.withLock { $0 += issues.map(\.kind) } })
    _ = try await app.open("/unlabelled")
    #expect(found.withLock { $0 }.contains(.unlabelledInput))
  }
}

private struct Unlabelled: Screen {
  struct State: Codable, Equatable, Sendable { var text = "" }
  enum Action: Sendable { case typed(String) }
  static let name = "unlabelled"
  let codec = QueryStateCodec(path: "/unlabelled", initial: State()) {
    QueryParameter("text", \.text)
  }
  func makeEnvironment(_ context: ScreenContext) {}
  func reduce(_ state: inout State, _ action: Action, _ env: Void) -> Effect<Action> {
    if case .typed(let text) = action { state.text = text }
    return .none
  }
  func view(_ state: State) -> Node<Action> {
    main { input(.value(state.text), .onInput { .typed($0) }) }
  }
}
