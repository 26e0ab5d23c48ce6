import Runtime

/// Carries messages between the per-screen runtimes of one process: where a
/// navigation leads, which screen a result goes back to, and which live
/// sessions hear a broadcast. A multi-node hub can replace the in-process
/// ``LocalMessageHub`` behind this protocol.
///
/// ```swift
/// let hub: any MessageHub = LocalMessageHub(resolve: catalog.url(for:))
/// let target = await hub.navigate(navigation, from: currentURL)  // "/detail?id=3&_o=…"
/// ```
public protocol MessageHub: Sendable {
  /// The URL (path and query) that shows `navigation`'s destination, marked
  /// so that a result from it finds its way back to `opener`; `nil` when no
  /// screen has that name or the state has the wrong type.
  func navigate(_ navigation: Navigation, from opener: StateURL) async -> String?

  /// Keeps `result` for the opener named by `openerMark` (the ``URLMarks``
  /// opener parameter of the returning screen's URL); returns the opener's
  /// URL, marked to collect the result, or `nil` when the opener is unknown.
  func returnResult(_ result: ScreenResult, openerMark: String) async -> String?

  /// Removes and returns the result kept under `resultMark`.
  func takeResult(_ resultMark: String) async -> ScreenResult?

  /// Registers (or updates) what a live session listens to; `deliver` hands
  /// it each broadcast on one of `topics`.
  func subscribe(
    _ subscriber: String, to topics: Set<AnyHashableSendableTopic>,
    deliver: @escaping @Sendable (Broadcast) async -> Void
  ) async

  /// Forgets a subscriber (its session ended).
  func unsubscribe(_ subscriber: String) async

  /// Delivers `broadcast` to every subscriber of its topic; returns how many.
  @discardableResult
  func publish(_ broadcast: Broadcast) async -> Int
}
