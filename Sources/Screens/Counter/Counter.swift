import Trellis

/// The counter: plus, minus (never below zero), a plus that lands after a
/// delay and can be cancelled, and a label that is part of the state.
/// Its URL is readable: `/counter?count=3&label=apples`; a pending "+1
/// later" is in it too (`waiting=true`), and a session mounted in that
/// state (a reload, a time-travel jump) starts the delay again.
public struct Counter: Screen, Titled, Appearing {
  /// What the counter shows.
  public struct State: Codable, Equatable, Sendable {
    /// The count, never negative.
    public var count = 0
    /// What is counted, typed by the user.
    public var label = ""
    /// Whether a delayed increment is on its way.
    public var isWaiting = false

    /// Creates a state.
    public init(count: Int = 0, label: String = "", isWaiting: Bool = false) {
      self.count = count
      self.label = label
      self.isWaiting = isWaiting
    }
  }

  /// What the user and the delayed increment do.
  public enum Action: Equatable, Sendable {
    /// The plus button.
    case plusTapped
    /// The minus button.
    case minusTapped
    /// The “+1 later” button.
    case laterTapped
    /// The cancel button of a pending “+1 later”.
    case cancelTapped
    /// The delayed increment landed.
    case delayElapsed
    /// A state with a pending increment was mounted: its delay starts again.
    case delayResumed
    /// The label field was edited.
    case labelChanged(String)
  }

  /// The counter's dependencies.
  public struct Environment: Sendable {
    /// The clock the delayed increment waits on.
    public var clock: any Clock<Duration>
    /// Creates an environment.
    public init(clock: any Clock<Duration>) { self.clock = clock }
  }

  /// The counter's cancellable work.
  enum Work: Hashable, Sendable { case later }

  /// How long “+1 later” waits.
  public static let delay = Duration.seconds(1)
  /// The largest count a URL may hold.
  public static let maxCount = 1_000_000
  /// The longest label a URL may hold.
  public static let maxLabel = 200

  public static let name = "counter"

  /// The counter's URL: `/counter?count=3&label=apples`.
  public let codec = QueryStateCodec(path: "/counter", initial: State()) {
    QueryParameter("count", \.count) {
      (0...Counter.maxCount).contains($0) ? nil : "count must be between 0 and \(Counter.maxCount)"
    }
    QueryParameter("label", \.label) {
      $0.count <= Counter.maxLabel ? nil : "label must be at most \(Counter.maxLabel) characters"
    }
    QueryParameter("waiting", \.isWaiting)
  }

  /// Creates the screen.
  public init() {}

  public func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(clock: context.clock)
  }

  public func reduce(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    switch action {
    case .plusTapped:
      state.count = min(state.count + 1, Self.maxCount)
      return .none
    case .minusTapped:
      if state.count > 0 { state.count -= 1 }
      return .none
    case .laterTapped:
      state.isWaiting = true
      return delay(environment)
    case .delayResumed:
      return state.isWaiting ? delay(environment) : .none
    case .cancelTapped:
      state.isWaiting = false
      return .cancel(id: Work.later)
    case .delayElapsed:
      state.isWaiting = false
      state.count = min(state.count + 1, Self.maxCount)
      return .none
    case .labelChanged(let label):
      state.label = String(label.prefix(Self.maxLabel))
      return .none
    }
  }

  public func appearAction(_ state: State) -> Action? { state.isWaiting ? .delayResumed : nil }

  /// The pending increment: lands after ``delay`` unless cancelled.
  private func delay(_ environment: Environment) -> Effect<Action> {
    .run(id: Work.later, cancelInFlight: true) { send in
      try await environment.clock.sleep(for: Self.delay)
      await send(.delayElapsed)
    }
  }

  public func title(_ state: State) -> String {
    state.label.isEmpty ? "Counter: \(state.count)" : "\(state.label): \(state.count)"
  }
}
