import NIOCore

/// Session content that may run on an event loop: a ``LiveScreen`` joined
/// by a socket runs on that socket's loop, and its ``Session`` with it, so
/// a frame read on that loop is handed over, reduced, rendered, diffed and
/// written without leaving the loop's thread.
protocol EventLoopBound: Actor {
  /// The loop whose thread runs this actor, if one does.
  nonisolated var eventLoop: (any EventLoop)? { get }
}

/// The serial executor a live screen (and its session) runs on.
enum ScreenExecutor: Sendable {
  /// The joining socket's event loop.
  case loop(any EventLoop)
  /// The shared pool, through the executor of an actor made for it: a
  /// session made without a socket (in-process joins, tests) must not load
  /// the loops that serve connections.
  case pool(PoolAnchor)

  /// The executor for a screen made now: the socket's loop when the
  /// current task joins one (``SessionEventLoop/ofSocket``), else the pool.
  static func forNewScreen() -> ScreenExecutor {
    SessionEventLoop.ofSocket.map { .loop($0) } ?? .pool(PoolAnchor())
  }

  var unownedExecutor: UnownedSerialExecutor {
    switch self {
    case .loop(let loop): loop.executor.asUnownedSerialExecutor()
    case .pool(let anchor): anchor.unownedExecutor
    }
  }

  var eventLoop: (any EventLoop)? {
    if case .loop(let loop) = self { return loop }
    return nil
  }
}

/// An empty actor lending its default executor to a screen that runs on the pool.
actor PoolAnchor {}

/// Which event loop a live screen made in the current task runs on.
enum SessionEventLoop {
  /// The joining (or navigating) socket's loop, set around the join.
  @TaskLocal static var ofSocket: (any EventLoop)?
}

extension Session {
  /// The event loop this session runs on, when its content runs on one.
  nonisolated var eventLoop: (any EventLoop)? { (behavior as? any EventLoopBound)?.eventLoop }
}
