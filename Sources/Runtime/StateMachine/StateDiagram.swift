/// The states and transitions a ``StateMachine`` declares, ready to be drawn.
/// Everything comes from the declarations, in declaration order, so the
/// text is deterministic and can serve as the machine's specification.
///
/// ```swift
/// let text = machine.diagram.plantUML
/// // @startuml
/// // [*] --> initial
/// // initial --> loading : appeared
/// // …
/// ```
public struct StateDiagram: Hashable, Sendable {
  /// One labelled arrow between two states.
  public struct Transition: Hashable, Sendable {
    /// The state the arrow leaves.
    public var from: String
    /// The state the arrow enters (equal to `from` for a self-transition).
    public var to: String
    /// The action case's name.
    public var label: String

    /// Creates a transition.
    public init(from: String, to: String, label: String) {
      self.from = from
      self.to = to
      self.label = label
    }
  }

  /// The state cases' names, in declaration order.
  public var states: [String]
  /// The initial state's name (the first declared), if any.
  public var initial: String? { states.first }
  /// The transitions, grouped by source state, in declaration order.
  public var transitions: [Transition]

  /// Creates a diagram.
  public init(states: [String], transitions: [Transition]) {
    self.states = states
    self.transitions = transitions
  }

  /// The name of the case `value` is in, as the diagram names states
  /// (`pageLoading` for `.pageLoading(…)`), to mark the current state.
  public static func stateName<Value>(of value: Value) -> String {
    CaseName.of(value: value)
  }

  /// The diagram in PlantUML's state-diagram syntax.
  public var plantUML: String {
    var lines = ["@startuml"]
    lines += states.map { "state \($0)" }
    if let initial { lines.append("[*] --> \(initial)") }
    lines += transitions.map { "\($0.from) --> \($0.to) : \($0.label)" }
    lines.append("@enduml")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The diagram in Mermaid's `stateDiagram-v2` syntax.
  public var mermaid: String {
    var lines = ["stateDiagram-v2"]
    lines += states.map { "    \($0)" }
    if let initial { lines.append("    [*] --> \(initial)") }
    lines += transitions.map { "    \($0.from) --> \($0.to) : \($0.label)" }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension StateMachine {
  /// The machine's states and transitions, from its declarations alone.
  public var diagram: StateDiagram {
    StateDiagram(
      states: states.map(\.stateName),
      transitions: states.flatMap { state in
        state.edges.map {
          StateDiagram.Transition(
            from: state.stateName, to: $0.target ?? state.stateName, label: $0.action)
        }
      }
    )
  }
}
