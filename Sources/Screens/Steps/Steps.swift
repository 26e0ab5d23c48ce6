import Trellis

/// A few numbered steps, like a wizard's pages: each step is a history
/// entry, so back and forward walk through them. Its URL is `/steps?step=2`.
public struct Steps: Screen, Titled, PushesHistory {
  /// The step shown.
  public struct State: Codable, Equatable, Sendable {
    /// 1 … ``Steps/count``.
    public var step = 1

    /// Creates a state.
    public init(step: Int = 1) { self.step = step }
  }

  /// The two buttons.
  public enum Action: Equatable, Sendable {
    /// The “Next” button.
    case nextTapped
    /// The “Previous” button.
    case previousTapped
  }

  /// How many steps there are.
  public static let count = 5

  public static let name = "steps"

  /// The URL: `/steps?step=2`.
  public let codec = QueryStateCodec(path: "/steps", initial: State()) {
    QueryParameter("step", \.step) {
      (1...Steps.count).contains($0) ? nil : "step must be between 1 and \(Steps.count)"
    }
  }

  /// Creates the screen.
  public init() {}

  public func makeEnvironment(_ context: ScreenContext) {}

  public func reduce(_ state: inout State, _ action: Action, _ environment: Void) -> Effect<Action>
  {
    switch action {
    case .nextTapped: state.step = min(state.step + 1, Self.count)
    case .previousTapped: state.step = max(state.step - 1, 1)
    }
    return .none
  }

  public func view(_ state: State) -> Node<Action> {
    main(.class("steps")) {
      nav { a(.href("/")) { "All screens" } }
      h1 { "Step \(state.step) of \(Self.count)" }
      p {
        button(.id("previous"), .type(.button), .onClick(.previousTapped)) { "Previous" }
        output(.id("step")) { "\(state.step)" }
        button(.id("next"), .type(.button), .onClick(.nextTapped)) { "Next" }
      }
    }
  }

  public func title(_ state: State) -> String { "Step \(state.step)" }

  /// Every step is a history entry.
  public func urlChange(from old: State, to new: State) -> Navigation.Style {
    old.step == new.step ? .replace : .push
  }
}
