import Synchronization
import Trellis

/// A screen that loads its books when it appears, for the prerender tests:
/// the library counts loads and cancellations, takes `delay` per load and
/// holds at most five books (a URL asking for more is answered with five).
struct Shelf: Screen, Titled, Appearing, Prerendered {
  struct State: Codable, Equatable, Sendable {
    var books = 3
    var titles: [String]?
  }

  enum Action: Sendable {
    case appeared
    case loaded([String])
    case moreTapped
  }

  /// Counts what the prerender and the sessions ask of it.
  final class Library: Sendable {
    let delay: Duration
    private let counts = Mutex((loads: 0, cancelled: 0))

    init(delay: Duration) { self.delay = delay }

    var loads: Int { counts.withLock { $0.loads } }
    var cancelled: Int { counts.withLock { $0.cancelled } }

    func load(_ count: Int, clock: any Clock<Duration>) async -> [String]? {
      counts.withLock { $0.loads += 1 }
      do {
        try await clock.sleep(for: delay)
      } catch {
        counts.withLock { $0.cancelled += 1 }
        return nil
      }
      return (1...min(count, 5)).map { "Book \($0)" }
    }
  }

  struct Environment: Sendable {
    let library: Library
    let clock: any Clock<Duration>
  }

  static let name = "shelf"
  let library: Library

  let codec = QueryStateCodec(path: "/shelf", initial: State()) {
    QueryParameter("books", \.books) { (1...9).contains($0) ? nil : "books must be 1…9" }
  }

  func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(library: library, clock: context.clock)
  }

  func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action>
  {
    switch action {
    case .appeared:
      guard state.titles == nil else { return .none }
      let books = state.books
      return .run { send in
        if let titles = await environment.library.load(books, clock: environment.clock) {
          await send(.loaded(titles))
        }
      }
    case .loaded(let titles):
      state.titles = titles
      state.books = titles.count
      return .none
    case .moreTapped:
      let next = (state.titles?.count ?? 0) + 1
      state.titles?.append("Book \(next)")
      return .none
    }
  }

  func view(_ state: State) -> Node<Action> {
    main(.class("shelf")) {
      if let titles = state.titles {
        ul(.id("books")) {
          for title in titles { li { title } }
        }
        button(.id("more"), .type(.button), .onClick(.moreTapped)) { "More" }
      } else {
        p(.id("loading")) { "Loading…" }
      }
    }
  }

  func title(_ state: State) -> String { state.titles.map { "Shelf (\($0.count))" } ?? "Shelf" }

  func appearAction(_ state: State) -> Action? { .appeared }

  func prerenderAction(_ state: State) -> Action? { state.titles == nil ? .appeared : nil }
}
