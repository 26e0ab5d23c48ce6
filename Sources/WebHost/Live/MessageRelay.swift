import Synchronization
import Trellis

/// The route sender of an environment built for a prerender: it drops
/// every route until a live session adopts the environment and connects
/// it, then forwards to that session.
///
/// Messages are dropped, not refused, during a prerender: a `GET` must stay
/// free of side effects (a crawler following links must not broadcast to
/// other sessions or open screens), and the page is already on its way, so
/// a navigation has nowhere to go; a screen that messages on load does it
/// again from its live session.
final class MessageRelay: Sendable {
  private let sink = Mutex<(@Sendable (ScreenMessage) -> Void)?>(nil)

  /// The sender to put in the environment.
  var sender: MessageSender {
    MessageSender { [self] route in
      let forward = sink.withLock { $0 }
      forward?(route)
    }
  }

  /// Forwards every later route to `forward`.
  func connect(_ forward: @escaping @Sendable (ScreenMessage) -> Void) {
    sink.withLock { $0 = forward }
  }
}
