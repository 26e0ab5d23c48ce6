/// One screen of an application: an Elm-style program (state, actions, a
/// pure reducer returning effects, a view) plus the URL its state lives at.
/// The host runs each mounted screen in its own `Store`.
///
/// ```swift
/// struct Counter: Screen {
///   struct State: Codable, Equatable, Sendable { var count = 0 }
///   enum Action: Sendable { case plusTapped }
///   static let name = "counter"
///   let codec = QueryStateCodec(path: "/counter", initial: State()) { QueryParameter("count", \.count) }
///   func makeEnvironment(_ context: ScreenContext) {}
///   func reduce(_ state: inout State, _ action: Action, _ env: Void) -> Effect<Action> {
///     state.count += 1
///     return .none
///   }
///   func view(_ state: State) -> Node<Action> { button(.onClick(.plusTapped)) { "\(state.count)" } }
/// }
/// ```
public protocol Screen: Destination where State: Equatable {
  /// What the user and the effects do.
  associatedtype Action: Sendable
  /// The dependencies the reducer reads (clock, repositories, routes).
  associatedtype Environment: Sendable
  /// The URL ⇄ state mapping.
  associatedtype Codec: StateCodec where Codec.State == State

  /// Maps states to URLs and back; its path is where the screen is served.
  var codec: Codec { get }

  /// The state of the screen's bare path.
  var initialState: State { get }

  /// Builds the environment of one mounted screen.
  func makeEnvironment(_ context: ScreenContext) -> Environment

  /// Changes `state` for `action` and returns the work to do next.
  func reduce(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action>

  /// The tree showing `state`; its root must be one element.
  func view(_ state: State) -> Node<Action>

  /// The document title for `state`.
  func title(_ state: State) -> String

  /// The action sent once when a live session mounts the screen.
  func appearAction(_ state: State) -> Action?

  /// The action whose effects the server-rendered first page waits for, so
  /// that the page shows loaded data rather than a spinner (`nil`: the page
  /// shows the URL's state as decoded). The host sends it to a store built
  /// like a session's, waits until no effect runs or its prerender budget
  /// passes, and renders the state reached; the live session then starts
  /// from that state, and its ``appearAction(_:)`` must not load it again.
  ///
  /// ```swift
  /// func prerenderAction(_ state: State) -> Action? { state.phase.is(\.initial) ? .appeared : nil }
  /// ```
  func prerenderAction(_ state: State) -> Action?

  /// The action for a result handed back by a screen this one opened.
  func action(forResult result: RouteResult) -> Action?

  /// The broadcast topics a session showing `state` listens to.
  func topics(_ state: State) -> [AnyHashableSendableTopic]

  /// The action for a message on one of ``topics(_:)``.
  func action(forBroadcast broadcast: Broadcast) -> Action?

  /// How the address bar takes the URL change from `old` to `new`: `.push`
  /// makes a history entry that back returns to, `.replace` does not.
  func urlChange(from old: State, to new: State) -> Navigation.Style

  /// The screen's state machine, drawn in the developer panel.
  var stateDiagram: StateDiagram? { get }

  /// The diagram state `state` is in, highlighted in the developer panel
  /// (usually `StateDiagram.stateName(of: state.phase)`).
  func diagramState(_ state: State) -> String?
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

  /// The screen's name, capitalised.
  public func title(_ state: State) -> String {
    Self.name.prefix(1).uppercased() + Self.name.dropFirst()
  }

  /// Nothing on appear.
  public func appearAction(_ state: State) -> Action? { nil }

  /// No prerender: the first page shows the URL's state.
  public func prerenderAction(_ state: State) -> Action? { nil }

  /// Results are ignored.
  public func action(forResult result: RouteResult) -> Action? { nil }

  /// No topics.
  public func topics(_ state: State) -> [AnyHashableSendableTopic] { [] }

  /// Broadcasts are ignored.
  public func action(forBroadcast broadcast: Broadcast) -> Action? { nil }

  /// Every URL change replaces the current history entry.
  public func urlChange(from old: State, to new: State) -> Navigation.Style { .replace }

  /// No diagram.
  public var stateDiagram: StateDiagram? { nil }

  /// No diagram state.
  public func diagramState(_ state: State) -> String? { nil }

  /// The reducer, for a `Store` or a `TestStore`.
  public var reducer: Reducer<State, Action, Environment> {
    Reducer { state, action, environment in self.reduce(&state, action, environment) }
  }

  /// The path the screen is served at.
  public var path: String { codec.path }
}
