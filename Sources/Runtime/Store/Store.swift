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

  /// The reducer loop this actor serialises.
  let core: StoreCore<State, Action, Environment>
  /// The dependencies handed to the reducer.
  public nonisolated let environment: Environment
  nonisolated let runner: EffectRunner<Action>
  let flow: StateFlow<State>
  private let routeContinuation: AsyncStream<ScreenMessage>.Continuation
  /// The messages the store's effects sent, for the host to act on.
  public nonisolated let messages: AsyncStream<ScreenMessage>
  private var observers: [ObserverID: Observer] = [:]
  private var nextObserver = 0
  private var deliver: StoreCore<State, Action, Environment>.Deliver?
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
    environment makeEnvironment: (MessageSender) -> Environment
  ) {
    let (messages, continuation) = AsyncStream<ScreenMessage>.makeStream()
    self.messages = messages
    self.routeContinuation = continuation
    let environment = makeEnvironment(MessageSender { continuation.yield($0) })
    self.environment = environment
    self.core = StoreCore(
      initialState: initialState, reducer: reducer, environment: environment, clock: clock,
      onEffectFailure: onEffectFailure)
    self.runner = core.runner
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

  /// A sender for this store's ``messages`` (for environments built after the store).
  public nonisolated var routeSender: MessageSender {
    let continuation = routeContinuation
    return MessageSender { continuation.yield($0) }
  }

  /// Processes `action` (and the actions its effects send at once), then
  /// starts its effects. Ignored after ``shutdown()``.
  public func send(_ action: Action) {
    guard !isShutDown else { return }
    process(action)
  }

  /// Cancels every effect, ends ``states`` and ``messages``; later actions are ignored.
  public func shutdown() {
    guard !isShutDown else { return }
    isShutDown = true
    core.shutdown()
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

  /// The current state, as the reducer left it.
  var current: State { core.state }

  private func process(_ action: Action) {
    core.process(action, deliver: deliverer()) { action, state in didProcess(action, state) }
  }

  private func didProcess(_ action: Action, _ state: State) {
    flow.publish(state)
    if history != nil { history?.record(action, state) }
    if !observers.isEmpty {
      for observer in observers.values { observer(action, state) }
    }
  }

  private func deliverer() -> StoreCore<State, Action, Environment>.Deliver {
    if let deliver { return deliver }
    let made: StoreCore<State, Action, Environment>.Deliver = { [weak self] delivery in
      await self?.receive(delivery)
    }
    deliver = made
    return made
  }

  /// An action from an effect: dropped if the effect was cancelled while it was on its way.
  private func receive(_ delivery: StoreCore<State, Action, Environment>.Delivery) {
    guard !isShutDown else { return }
    core.receive(delivery, deliver: deliverer()) { action, state in didProcess(action, state) }
  }

  /// Replaces the state without running the reducer (time travel).
  func restore(_ state: State) {
    core.restore(state)
    flow.publish(state)
  }
}

/// Identifies an observer added with ``Store/addObserver(_:)``.
public struct ObserverID: Hashable, Sendable {
  let rawValue: Int
}
