/// One screen of an application: an Elm-style program (state, actions, a
/// pure reducer returning effects, a view) plus the URL its state lives at.
/// The host runs each mounted screen in its own `Store`.
///
/// The protocol is the core; what only some screens need is a capability
/// they opt into: ``Titled``, ``Appearing``, ``Prerendered``,
/// ``ReceivesResults``, ``ReceivesBroadcasts``, ``PushesHistory``,
/// ``HasStateDiagram``, ``Localized``.
///
/// ```swift
/// struct Counter: Screen, Titled {
///   struct State: Codable, Equatable, Sendable { var count = 0 }
///   enum Action: Sendable { case plusTapped }
///   static let name = "counter"
///   let codec = QueryStateCodec(path: "/counter", initial: State()) { QueryParameter("count", \.count) }
///   func reduce(_ state: inout State, _ action: Action, _ env: Void) -> Effect<Action> {
///     state.count += 1
///     return .none
///   }
///   func view(_ state: State) -> Node<Action> { button(.onClick(.plusTapped)) { "\(state.count)" } }
///   func title(_ state: State) -> String { "Counter: \(state.count)" }
/// }
/// ```
public protocol Screen: Destination where State: Equatable {
  /// What the user and the effects do.
  associatedtype Action: Sendable
  /// The dependencies the reducer reads (clock, repositories, messages).
  associatedtype Environment: Sendable = Void
  /// The URL ⇄ state mapping.
  associatedtype Codec: StateCodec where Codec.State == State

  /// Maps states to URLs and back; its path is where the screen is served.
  var codec: Codec { get }

  /// Builds the environment of one mounted screen (a screen whose
  /// environment is `Void` needs none).
  func makeEnvironment(_ context: ScreenContext) -> Environment

  /// Changes `state` for `action` and returns the work to do next.
  func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action>

  /// The tree showing `state`; its root must be one element.
  func view(_ state: State) -> Node<Action>
}

extension Screen {
  /// The state of the codec's bare path.
  public var initialState: State {
    // A codec that rejects its own bare path is a programming error.
    guard let state = try? codec.state(from: StateURL(path: codec.path)) else {
      preconditionFailure("\(Self.self): the codec rejects its bare path \(codec.path)")
    }
    return state
  }

  /// The reducer, for a `Store` or a `TestStore`.
  public var reducer: Reducer<State, Action, Environment> {
    Reducer { state, action, environment in self.reduce(&state, action, environment) }
  }

  /// The path the screen is served at.
  public var path: String { codec.path }
}

extension Screen where Environment == Void {
  /// No environment to build.
  public func makeEnvironment(_ context: ScreenContext) {}
}
