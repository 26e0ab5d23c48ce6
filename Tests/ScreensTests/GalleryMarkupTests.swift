import MarkupValidation
import Screens
import Testing
import Trellis
import TrellisTesting

/// Every gallery screen passes the whole validator, accessibility included:
/// the markup each page shows once its session has settled, as a browser
/// would hold it. (Validated here, in the test, rather than inside the
/// sessions: validating a 4,096-cell board or a 1,000-row table there holds
/// the session up while other tests run.)
@Suite struct GalleryMarkupTests {
  @Test func everyGalleryScreenValidatesWithAccessibility() async throws {
    let app = TestApp([
      AnyScreen(Gallery.home), AnyScreen(Counter()),
      AnyScreen(MonsterList(repository: .gallery)),
      AnyScreen(MonsterDetail(repository: .gallery)),
      AnyScreen(LikeHistory(repository: InMemoryLikes())), AnyScreen(BabyAlbum()),
      AnyScreen(Downloader()), AnyScreen(GameOfLife()), AnyScreen(Todo()),
      AnyScreen(Benchmark()), AnyScreen(Steps()),
    ])
    // The home page's links, plus states they do not show at once: a todo
    // being edited, a monster's page, downloads under way.
    let more = ["/todo?edit=2&todo1=Milk&done2=Plumber", "/monster?id=3"]
    for url in ["/"] + Gallery.entries.map(\.url) + more {
      let page = try await app.open(url)
      if url.hasPrefix("/downloader") { try await page.click("#burst") }
      let issues = MarkupValidator().validate(try await page.html())
      #expect(issues.isEmpty, "\(url): \(issues)")
    }
  }

  /// The check above would see a problem: a field without a label is reported.
  @Test func aPageWithAnUnlabelledFieldFails() async throws {
    let page = try await TestApp([AnyScreen(Unlabelled())]).open("/unlabelled")
    let issues = MarkupValidator().validate(try await page.html())
    #expect(issues.map(\.kind) == [.unlabelledInput])
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
