import Trellis

/// What happens on a page in development mode: the screen's own actions, or
/// a click in the developer panel, which the panel handles without ever
/// reaching the screen's reducer.
@CasePathable
enum DevAction<ScreenAction: Sendable>: Sendable {
  /// An action of the screen (its view or its effects).
  case screen(ScreenAction)
  /// Back to the state before the current history entry.
  case undo
  /// Forward to the state after the current history entry.
  case redo
  /// To the state of history entry `index`.
  case jump(Int)
  /// The screen's appear action for a state restored by time travel: run
  /// by the screen's reducer, not recorded in the history.
  case resume(ScreenAction)
  /// Open or close the panel.
  case togglePanel
  /// Offer the session's recording as a download (until the next change).
  case exportTapped
}

extension DevAction: Equatable where ScreenAction: Equatable {}
