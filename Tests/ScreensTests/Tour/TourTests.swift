import Clocks
import Foundation
import Testing
import Trellis

// The README's tour, compiled and run, so the README cannot drift from the API.
// swift-format-ignore
// BEGIN TOUR
struct Clicker: Screen {
  struct State: Codable, Equatable, Sendable { var count = 0 }  // all a URL needs to hold
  enum Action: Equatable, Sendable { case plusTapped, resetTapped, resetElapsed }
  static let name = "clicker"
  let codec = QueryStateCodec(path: "/clicker", initial: State()) {  // /clicker?count=3
    QueryParameter("count", \.count) { $0 >= 0 ? nil : "count must not be negative" }
  }
  func makeEnvironment(_ context: ScreenContext) -> any Clock<Duration> { context.clock }
  func reduce(_ state: inout State, _ action: Action, _ clock: any Clock<Duration>) -> Effect<Action> {
    switch action {
    case .plusTapped: state.count += 1; return .none
    case .resetTapped:  // the reducer stays pure: the waiting is an effect the store runs
      return .run { send in try await clock.sleep(for: .seconds(1)); await send(.resetElapsed) }
    case .resetElapsed: state.count = 0; return .none
    }
  }
  func view(_ state: State) -> Node<Action> {
    main { output { "\(state.count)" }; button(.onClick(.plusTapped)) { "+" }; button(.onClick(.resetTapped)) { "Reset in 1 s" } }
  }
}
// END TOUR

@MainActor @Suite struct TourTests {
  @Test func theTourScreenCountsAndResetsAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Clicker.State(), reducer: Clicker().reducer, environment: clock)
    await store.send(.plusTapped) { $0.count = 1 }
    await store.send(.resetTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.resetElapsed) { $0.count = 0 }
    await store.finish()
  }

  @Test func theTourScreensURLsRoundTripAndRefuseNegatives() throws {
    let screen = Clicker()
    let url = screen.codec.url(for: .init(count: 3))
    #expect(url.target == "/clicker?count=3")
    #expect(try screen.codec.state(from: url) == .init(count: 3))
    #expect(throws: URLStateError.self) {
      try screen.codec.state(from: StateURL(parsing: "/clicker?count=-1"))
    }
  }

  @Test func theREADMEShowsExactlyThisCode() throws {
    let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..")
    let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(filePath: #filePath), encoding: .utf8)
    let tour = source.components(separatedBy: "// BEGIN TOUR\n")[1]
      .components(separatedBy: "// END TOUR\n")[0]
    #expect(readme.contains("```swift\n" + tour + "```\n"))
  }
}
