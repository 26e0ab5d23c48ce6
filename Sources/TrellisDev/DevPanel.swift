import MarkupValidation
import Trellis

/// The developer panel's view: a side drawer next to the screen with the
/// action history (undo, redo, jump to any entry), the change the current
/// entry made, the current state as text, the screen's state machine
/// diagram when it has one, and the markup issues of the screen's render.
/// Closed, it shows only the button that opens it.
struct DevPanel<State, ScreenAction: Sendable> {
  /// The id of the element holding the screen's tree and the panel.
  static var rootID: String { "trellis-dev-root" }

  /// The recorded actions and states; its cursor is the state shown.
  var history: History<State, String>
  /// Whether the panel shows its contents.
  var isOpen: Bool
  /// What the validator found in the screen's markup.
  var issues: [MarkupIssue]
  /// The screen's state machine, if it declares one.
  var diagram: StateDiagram?
  /// The diagram state the current state is in.
  var diagramState: String?
  /// The session's recording as a `data:` URL, once asked for.
  var export: String? = nil

  typealias Action = DevAction<ScreenAction>

  /// The panel: `aside#trellis-dev`.
  func view() -> Node<Action> {
    aside(
      .id("trellis-dev"), .class(isOpen ? "open" : "closed"), .aria("label", "Developer panel")
    ) {
      header {
        button(
          .id("trellis-dev-toggle"), .type(.button), .aria("expanded", isOpen ? "true" : "false"),
          .onClick(.togglePanel)
        ) { isOpen ? "Hide" : "Developer panel" }
        if isOpen {
          button(
            .id("trellis-dev-undo"), .type(.button), .disabled(!history.canUndo),
            .onClick(.undo)
          ) { "Undo" }
          button(
            .id("trellis-dev-redo"), .type(.button), .disabled(!history.canRedo),
            .onClick(.redo)
          ) { "Redo" }
          if let export {
            a(
              .id("trellis-dev-download"), .href(export),
              .attribute("download", "trellis-recording.json")
            ) { "Download recording" }
          } else {
            button(.id("trellis-dev-export"), .type(.button), .onClick(.exportTapped)) {
              "Export session"
            }
          }
        }
      }
      if isOpen {
        historySection()
        changeSection()
        stateSection()
        if let diagram { diagramSection(diagram) }
        markupSection()
      }
    }
  }
}
