import VDOM

/// What a live session does with events and what it sends: the seam where a
/// screen's store, view and diff plug into the session mechanics.
///
/// A behaviour is an actor, and its ``Session`` runs on the behaviour's
/// executor: an event, its rendering and the frame it produces make one
/// pass on one serial owner, and what the behaviour sends through its
/// outlet is queued without a hop.
///
/// ```swift
/// actor CounterBehavior: SessionContent {
///   func start(_ outlet: SessionOutlet) async { … }
///   func apply(_ event: ClientEvent) async throws(ProtocolError) {
///     guard event.handler == 1 else { throw ProtocolError(.unknownHandler, "no handler \(event.handler)") }
///     await outlet.send(.patch(operationsJSON: …))
///   }
/// }
/// ```
public protocol SessionContent: Actor {
  /// Called once when the session is created; keep `outlet` to send updates
  /// at any time (from effects as well as from events).
  func start(_ outlet: SessionOutlet) async

  /// Applies one event, exactly once; throws ``ProtocolError/Code/unknownHandler``
  /// when the current tree has no such handler.
  func apply(_ event: ClientEvent) async throws(ProtocolError)

  /// Shows the state held by `url` (back or forward in the browser), with
  /// no new history entry; throws ``ProtocolError/Code/invalidURL`` and
  /// changes nothing when `url` holds no state of this session's screen.
  func restore(_ url: StateURL) async throws(ProtocolError)

  /// The patches (as one JSON array) that rebuild the whole view from any
  /// state of the browser, used when a slow client's queue overflows; `nil`
  /// drops the session instead.
  func snapshot() async -> String?

  /// The browser resumed the session on a new socket while showing `url`
  /// (path and query). A URL or title sent as the old socket dropped may
  /// never have arrived: send them again when `url` is not the one shown.
  func resume(showing url: String) async

  /// Called once when the session ends (expired, dropped, or shut down).
  func stop() async

  /// Called once, before ``start(_:)``, when the session replaces one this
  /// process no longer has (a restart, an expiry): the browser shows a
  /// page of the lost session, and will replay its unacknowledged events,
  /// each with a ``ReplayTarget``. Give handler ids that the lost session
  /// cannot have used, and make the first batch rebuild the whole view.
  func rebuildForReplay() async

  /// Called once, before ``start(_:)``, when the session is entered by a
  /// live navigation from another screen's page on the same socket: the
  /// first update must carry the whole root, the URL (a history entry when
  /// `push`, else replacing the current one) and the title.
  func enterByNavigation(push: Bool) async

  /// The limits of the upload binding with handler id `handler` in the
  /// current tree, or `nil` when there is no such upload binding.
  func uploadLimits(handler: Int) async -> UploadLimits?

  /// Applies a step of an upload to the upload binding `handler`; returns
  /// `false` when the current tree no longer has it.
  func applyUpload(handler: Int, _ event: UploadEvent) async -> Bool
}

extension SessionContent {
  /// Restoring is not supported: the client reloads the URL instead.
  public func restore(_ url: StateURL) async throws(ProtocolError) {
    throw ProtocolError(.invalidURL, "this session cannot restore a URL")
  }
  /// No snapshot: an overflowing session is dropped.
  public func snapshot() async -> String? { nil }
  /// Nothing to send again: the behaviour sends no URL.
  public func resume(showing url: String) async {}
  /// Nothing to release.
  public func stop() async {}
  /// Nothing to prepare: events are resolved as for any session.
  public func rebuildForReplay() async {}
  /// Nothing to prepare: the behaviour sends what it sends on start.
  public func enterByNavigation(push: Bool) async {}
  /// No uploads.
  public func uploadLimits(handler: Int) async -> UploadLimits? { nil }
  /// No uploads.
  public func applyUpload(handler: Int, _ event: UploadEvent) async -> Bool { false }
}

/// Something a session's behaviour sends to the browser.
public enum SessionUpdate: Sendable, Equatable {
  /// A batch of patches (a JSON array from the VDOM patch encoder).
  case patch(operationsJSON: String)
  /// Put this URL in the address bar (push or replace).
  case url(String, ServerMessage.HistoryMode)
  /// Set the document title.
  case title(String)
  /// Go to this URL (live when it is a screen of this host).
  case navigate(String)
}

/// Where a behaviour sends its updates; holds its session weakly. Patches,
/// then the URL, then the title sent in one pass leave in one frame.
public struct SessionOutlet: Sendable {
  weak var session: Session?

  /// Queues `update` for the browser; numbered and resent as needed. Runs
  /// on the caller's executor, so from the behaviour it reaches the
  /// session (which shares that executor) without a hop.
  public nonisolated(nonsending) func send(_ update: SessionUpdate) async {
    await session?.enqueue(update)
  }

  /// Whether a socket is attached now: a detached session's updates wait
  /// for the next one, so a behaviour may hold back work until then.
  var hasSocket: Bool { session.map { $0.detachedSince == nil } ?? false }
}
