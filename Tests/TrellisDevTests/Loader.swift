import CasePaths
import Trellis

/// A small screen written with the state-machine DSL, for the developer
/// panel's tests: it loads (or fails and retries), then counts refreshes.
struct Loader: Screen, HasStateDiagram {
  @CasePathable
  enum State: Codable, Equatable, Sendable {
    case idle
    case loading
    case loaded(refreshes: Int)
    case failed(String)
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case startTapped
    case finished
    case failed(String)
    case retryTapped
    case refreshTapped
  }

  static let name = "loader"
  let codec = CodableStateCodec(path: "/loader", initial: State.idle)

  static let machine = StateMachine<State, Action, Void> {
    When(\.idle) {
      On(\.startTapped, to: \.loading)
    }
    When(\.loading) {
      On(\.finished, to: \.loaded, state: { _, _ in 0 })
      On(\.failed, to: \.failed, state: { _, message in message })
    }
    When(\.loaded) {
      On(\.refreshTapped) { refreshes, _, _ in
        refreshes += 1
        return .none
      }
    }
    When(\.failed) {
      On(\.retryTapped, to: \.loading)
    }
  }

  func makeEnvironment(_ context: ScreenContext) {}

  func reduce(_ state: inout State, _ action: Action, _ environment: Void) -> Effect<Action> {
    Self.machine(&state, action, environment)
  }

  func view(_ state: State) -> Node<Action> {
    main(.class("loader")) {
      switch state {
      case .idle: button(.id("start"), .type(.button), .onClick(.startTapped)) { "Start" }
      case .loading: p { "Loading…" }
      case .loaded(let refreshes):
        button(.id("refresh"), .type(.button), .onClick(.refreshTapped)) {
          "Refreshed \(refreshes)"
        }
      case .failed(let message):
        p { message }
        button(.id("retry"), .type(.button), .onClick(.retryTapped)) { "Retry" }
      }
    }
  }

  var stateDiagram: StateDiagram { Self.machine.diagram }

  func diagramState(_ state: State) -> String? { StateDiagram.stateName(of: state) }
}
