/// A derived view of a store for a child: it reads a part of the parent's
/// state and sends child actions wrapped into parent actions. Its state
/// stream keeps `StateFlow` semantics (no repeated equal child states).
///
/// ```swift
/// let counter = store.scope(state: \.counter, action: { .counter($0) })
/// await counter.send(.plusTapped)
/// ```
public struct StoreView<State: Equatable & Sendable, Action: Sendable>: Sendable {
  private let currentState: @Sendable () -> State
  private let sendAction: @Sendable (Action) async -> Void
  /// The child's current state, then every distinct later one.
  public let states: StateStream<State>

  /// A view from functions (the store and scopes make these).
  public init(
    state: @escaping @Sendable () -> State,
    states: StateStream<State>,
    send: @escaping @Sendable (Action) async -> Void
  ) {
    self.currentState = state
    self.states = states
    self.sendAction = send
  }

  /// The child's current state, read without waiting.
  public var state: State { currentState() }

  /// Sends a child action to the parent store.
  public func send(_ action: Action) async { await sendAction(action) }

  /// A view of a part of this view.
  public func scope<Child: Equatable & Sendable, ChildAction: Sendable>(
    state toChild: @escaping @Sendable (State) -> Child,
    action toAction: @escaping @Sendable (ChildAction) -> Action
  ) -> StoreView<Child, ChildAction> {
    let currentState = self.currentState
    let sendAction = self.sendAction
    return StoreView<Child, ChildAction>(
      state: { toChild(currentState()) },
      states: states.map(toChild),
      send: { await sendAction(toAction($0)) }
    )
  }
}

extension Store {
  /// A view of a part of the state that sends child actions into this store.
  public nonisolated func scope<Child: Equatable & Sendable, ChildAction: Sendable>(
    state toChild: @escaping @Sendable (State) -> Child,
    action toAction: @escaping @Sendable (ChildAction) -> Action
  ) -> StoreView<Child, ChildAction> {
    StoreView(
      state: { toChild(self.state) },
      states: states.map(toChild),
      send: { await self.send(toAction($0)) }
    )
  }

  /// The whole store as a view (what hosts and developer panels hold).
  public nonisolated var view: StoreView<State, Action> {
    StoreView(state: { self.state }, states: states, send: { await self.send($0) })
  }
}
