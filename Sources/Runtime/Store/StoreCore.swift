/// The reducer loop of a store without isolation of its own: the state, the
/// reducer, the environment and the effect runner. ``Store`` wraps one in its
/// actor; a host that owns a screen's whole live path (event, reduce, view,
/// diff, send) keeps one inside its own actor, so an event is processed and
/// shown in one pass on one serial owner.
///
/// Not `Sendable`: whoever holds it serialises every call. Effects still run
/// concurrently and come back only as a ``Delivery`` handed to `deliver`,
/// which must hop onto the owner and call ``receive(_:deliver:)``.
package final class StoreCore<State: Sendable, Action: Sendable, Environment: Sendable> {
  /// An action an effect sent, on its way back to the owner.
  package struct Delivery: Sendable {
    /// The action.
    package let action: Action
    let handle: EffectHandle
  }

  /// How an owner receives what its effects send.
  package typealias Deliver = @Sendable (Delivery) async -> Void

  /// The current state.
  package private(set) var state: State
  /// The dependencies handed to the reducer.
  package let environment: Environment
  private let reducer: Reducer<State, Action, Environment>
  private let clock: any Clock<Duration>
  private let onEffectFailure: @Sendable (EffectFailure) -> Void
  /// Made by the first effect: a screen whose actions only change state
  /// (most live sessions, while idle) keeps none.
  private var madeRunner: EffectRunner<Action>?
  private(set) var isShutDown = false

  /// The effect runner, made when first needed.
  var runner: EffectRunner<Action> {
    if let madeRunner { return madeRunner }
    let made = EffectRunner<Action>(clock: clock, report: onEffectFailure)
    if isShutDown { made.shutdown() }
    madeRunner = made
    return made
  }

  /// Creates a core; `clock` measures queue delays, `onEffectFailure` hears
  /// every error thrown in an effect.
  package init(
    initialState: State, reducer: Reducer<State, Action, Environment>, environment: Environment,
    clock: any Clock<Duration>,
    onEffectFailure: @escaping @Sendable (EffectFailure) -> Void = EffectFailure.log
  ) {
    self.state = initialState
    self.reducer = reducer
    self.environment = environment
    self.clock = clock
    self.onEffectFailure = onEffectFailure
  }

  deinit { madeRunner?.shutdown() }

  /// Runs the reducer for `action` and for the actions its effects send at
  /// once (`.send`), calling `processed` after each; starts the effects.
  /// Ignored after ``shutdown()``.
  package func process(
    _ action: Action, deliver: @escaping Deliver, processed: (Action, State) -> Void = { _, _ in }
  ) {
    guard !isShutDown else { return }
    var effect = reducer.reduce(&state, action, environment)
    processed(action, state)
    // The hot path: most actions only change state.
    if case .none = effect.operation { return }
    let start: EffectRunner<Action>.Deliver = { action, handle in
      await deliver(Delivery(action: action, handle: handle))
    }
    var immediate = runner.start(effect, deliver: start)
    var index = 0
    while index < immediate.count {
      let next = immediate[index]
      index += 1
      effect = reducer.reduce(&state, next, environment)
      processed(next, state)
      if case .none = effect.operation { continue }
      immediate += runner.start(effect, deliver: start)
    }
  }

  /// Processes an action an effect sent, unless that effect was cancelled
  /// meanwhile or the core shut down; returns whether it was processed.
  @discardableResult
  package func receive(
    _ delivery: Delivery, deliver: @escaping Deliver,
    processed: (Action, State) -> Void = { _, _ in }
  ) -> Bool {
    guard !delivery.handle.isCancelled, !isShutDown else { return false }
    process(delivery.action, deliver: deliver, processed: processed)
    return true
  }

  /// Makes `state` current without running the reducer (time travel).
  package func restore(_ state: State) {
    self.state = state
  }

  /// Cancels every running effect, then makes `state` current without
  /// running the reducer: effects started for the abandoned state can no
  /// longer send actions that overwrite it.
  package func replaceState(with state: State) {
    madeRunner?.cancel { _ in true }
    self.state = state
  }

  /// Cancels every effect; later actions are ignored.
  package func shutdown() {
    guard !isShutDown else { return }
    isShutDown = true
    madeRunner?.shutdown()
  }

  /// How many effects are running or waiting for a queue slot.
  package var runningEffectCount: Int { madeRunner?.activeCount ?? 0 }
}
