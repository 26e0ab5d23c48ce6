import Trellis

/// A screen's state in development mode: the screen's own state, the
/// recorded history of its actions and states (for undo, redo and jumps),
/// and whether the panel is open. Only the screen's state is encoded: the
/// rest belongs to one live session.
struct DevState<Base: Screen>: Equatable, Sendable, Codable {
  /// The most history entries kept per session.
  static var historyLimit: Int { 100 }

  /// The screen's state, as the screen's reducer and view see it.
  var screen: Base.State
  /// Every action with the state it produced; actions as one-line text.
  var history: History<Base.State, String>
  /// Whether the panel shows its contents (or only its toggle).
  var isPanelOpen: Bool
  /// The session's reducer inputs, for the panel's export.
  var recording: DevRecording
  /// Whether the panel shows the export's download link: only when asked,
  /// since the link holds the whole recording, state and rendering (a
  /// large screen's would cross the wire with every change).
  var isExportShown = false

  /// A fresh development state around `screen`, the first history entry.
  /// `url` is the request target `screen` was decoded from.
  init(_ screen: Base.State, isPanelOpen: Bool = true, url: String = "") {
    self.screen = screen
    self.history = History(limit: Self.historyLimit, initial: screen)
    self.isPanelOpen = isPanelOpen
    self.recording = DevRecording(url: url)
  }

  init(from decoder: any Decoder) throws {
    self.init(try Base.State(from: decoder))
  }

  func encode(to encoder: any Encoder) throws {
    try screen.encode(to: encoder)
  }
}
