/// The serial owner of one screen's state: an actor that runs the reducer
/// for one action at a time, starts the effects it returns (which run
/// concurrently and talk back only through actions), and publishes every
/// new state with `StateFlow` semantics.
///
/// ```swift
/// let store = Store(initialState: Counter.State(), reducer: counter, environment: .live)
/// await store.send(.plusTapped)
/// for await state in store.states { render(state) }
/// await store.shutdown()
/// ```
public actor Store<State: Equatable & Sendable, Action: Sendable, Environment: Sendable> {
  /// An observer of every processed action and the state it produced.
  public typealias Observer = @Sendable (Action, State) -> Void

  var current: State
  private let reducer: Reducer<State, Action, Environment>
  /// The dependencies handed to the reducer.
  public nonisolated let environment: Environment
  let runner: EffectRunner<Action>
  let flow: StateFlow<State>
  private let routeContinuation: AsyncStream<Route>.Continuation
  /// The routes the store's effects sent, for the host to act on.
  public nonisolated let routes: AsyncStream<Route>
  private var observers: [ObserverID: Observer] = [:]
  private var nextObserver = 0
  private var deliver: EffectRunner<Action>.Deliver?
  private var isShutDown = false
  /// The time-travel recording, when enabled.
  var history: History<State, Action>?

  /// Creates a store whose environment is built around the store's route sender.
  ///
  /// - Parameters:
  ///   - clock: measures queue delays (a `TestClock` in tests).
  ///   - onEffectFailure: hears about every error thrown in an effect (logged by default).
  public init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    clock: any Clock<Duration> = ContinuousClock(),
    onEffectFailure: @escaping @Sendable (EffectFailure) -> Void = EffectFailure.log,
    environment makeEnvironment: (RouteSender) -> Environment
  ) {
    let (routes, continuation) = AsyncStream<Route>.makeStream()
    self.routes = routes
    self.routeContinuation = continuation
    self.current = initialState
    self.reducer = reducer
    self.environment = makeEnvironment(RouteSender { continuation.yield($0) })
    self.runner = EffectRunner(clock: clock, report: onEffectFailure)
    self.flow = StateFlow(initialState)
  }

  /// Creates a store with a ready-made environment.
  public init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    clock: any Clock<Duration> = ContinuousClock(),
    onEffectFailure: @escaping @Sendable (EffectFailure) -> Void = EffectFailure.log
  ) {
    self.init(
      initialState: initialState, reducer: reducer, clock: clock, onEffectFailure: onEffectFailure,
      environment: { _ in environment })
  }

  deinit {
    runner.shutdown()
    flow.finish()
    routeContinuation.finish()
  }

  /// The current state, read without waiting.
  public nonisolated var state: State { flow.value }

  /// The current state, then every distinct later state, conflated to the
  /// latest for slow observers; ends when the store shuts down.
  public nonisolated var states: StateStream<State> { flow.values }

  /// Calls `onChange` after every change of ``state`` (on the task that made
  /// it, so it must only schedule work) until the store shuts down: a host
  /// following many stores this way keeps no task per store waiting.
  ///
  /// ```swift
  /// store.watchState { renderer.schedule() }
  /// ```
  public nonisolated func watchState(_ onChange: @escaping @Sendable () -> Void) {
    flow.watch(onChange)
  }

  /// A sender for this store's ``routes`` (for environments built after the store).
  public nonisolated var routeSender: RouteSender {
    let continuation = routeContinuation
    return RouteSender { continuation.yield($0) }
  }

  /// Processes `action` (and the actions its effects send at once), then
  /// starts its effects. Ignored after ``shutdown()``.
  public func send(_ action: Action) {
    guard !isShutDown else { return }
    process(action)
  }

  /// Cancels every effect, ends ``states`` and ``routes``; later actions are ignored.
  public func shutdown() {
    guard !isShutDown else { return }
    isShutDown = true
    runner.shutdown()
    flow.finish()
    routeContinuation.finish()
  }

  /// Calls `observer` after every processed action with the resulting state.
  @discardableResult
  public func addObserver(_ observer: @escaping Observer) -> ObserverID {
    nextObserver += 1
    let id = ObserverID(rawValue: nextObserver)
    observers[id] = observer
    return id
  }

  /// Stops calling an observer.
  public func removeObserver(_ id: ObserverID) { observers[id] = nil }

  /// How many effects are running or waiting for a queue slot.
  public nonisolated var runningEffectCount: Int { runner.activeCount }

  /// Waits until every effect has ended (cancelled ones included).
  public nonisolated func waitForEffects() async { await runner.waitForAll() }

  // MARK: - Processing

  private func process(_ action: Action) {
    let effect = reducer.reduce(&current, action, environment)
    didProcess(action)
    // The hot path: most actions only change state.
    if case .none = effect.operation { return }
    var immediate = runner.start(effect, deliver: deliverer())
    var index = 0
    while index < immediate.count {
      let next = immediate[index]
      index += 1
      let effect = reducer.reduce(&current, next, environment)
      didProcess(next)
      if case .none = effect.operation { continue }
      immediate += runner.start(effect, deliver: deliverer())
    }
  }

  private func didProcess(_ action: Action) {
    flow.publish(current)
    if history != nil { history?.record(action, current) }
    if !observers.isEmpty {
      for observer in observers.values { observer(action, current) }
    }
  }

  private func deliverer() -> EffectRunner<Action>.Deliver {
    if let deliver { return deliver }
    let made: EffectRunner<Action>.Deliver = { [weak self] action, handle in
      await self?.receive(action, from: handle)
    }
    deliver = made
    return made
  }

  /// An action from an effect: dropped if the effect was cancelled while it was on its way.
  private func receive(_ action: Action, from handle: EffectHandle) {
    guard !handle.isCancelled, !isShutDown else { return }
    process(action)
  }

  /// Replaces the state without running the reducer (time travel).
  func restore(_ state: State) {
    current = state
    flow.publish(state)
  }
}

/// Identifies an observer added with ``Store/addObserver(_:)``.
public struct ObserverID: Hashable, Sendable {
  let rawValue: Int
}
