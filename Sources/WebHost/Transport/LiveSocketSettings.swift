import Logging

/// What every live socket of a host shares: the registry, the limits, the
/// set of open sockets, and the logger. One instance per host, referenced
/// (not copied) by each socket's handler.
final class LiveSocketSettings: Sendable {
  let registry: SessionRegistry
  let wireLimits: WireLimits
  /// Largest message, assembled or inflated, before the socket closes (1009).
  let maxMessageBytes: Int
  /// How long a socket may take to send `join`.
  let joinTimeout: Duration
  let sockets: LiveSockets
  /// The application's hook, asked again at every join and resume.
  let access: ScreenAccess
  let logger: Logger
  /// Whether a screen must be loaded as a page rather than entered live
  /// (it needs a module script the window may lack).
  let needsPageLoad: @Sendable (StateURL) async -> Bool

  init(
    registry: SessionRegistry, wireLimits: WireLimits, maxMessageBytes: Int, joinTimeout: Duration,
    sockets: LiveSockets, access: ScreenAccess, logger: Logger,
    needsPageLoad: @escaping @Sendable (StateURL) async -> Bool = { _ in false }
  ) {
    self.registry = registry
    self.wireLimits = wireLimits
    self.maxMessageBytes = maxMessageBytes
    self.joinTimeout = joinTimeout
    self.sockets = sockets
    self.access = access
    self.logger = logger
    self.needsPageLoad = needsPageLoad
  }

  /// Joins a socket's first message to a session and connects the session's
  /// output to `output`; a fatal protocol error refuses the socket.
  func join(
    _ first: Result<ClientMessage, ProtocolError>, output: LiveSocketOutput,
    request: ScreenRequest
  ) async -> Result<(Session, Int), ProtocolError> {
    do throws(ProtocolError) {
      guard case .join(let join) = try first.get() else {
        throw ProtocolError(.joinRequired, "the first message must be “join”")
      }
      let path = (try? StateURL(parsing: join.url).path) ?? join.url
      guard let admitted = await access.admit(request, path: path) else {
        throw ProtocolError(.sessionForbidden, "this screen is not for this request; reload it")
      }
      let (session, socket) = try await registry.join(join, request: admitted)
      await session.connect(output, to: socket)
      logger.debug("socket joined", metadata: ["session": "\(session.id.prefix(6))…"])
      return .success((session, socket))
    } catch {
      return .failure(error)
    }
  }

  /// Hands one decoded message (or why it could not be decoded, logged
  /// within the socket's `log` budget) to the session, then writes what it
  /// made of it unless a writer already runs.
  /// Returns the session the socket continues with when a `go` moved it.
  /// It runs where its caller runs: on the session's executor, when the
  /// socket's loop runs the session, nothing hops to another thread.
  func deliver(
    _ decoded: Result<ClientMessage, ProtocolError>, _ session: Session, _ socket: Int,
    output: LiveSocketOutput, log: LogBudget?, request: ScreenRequest,
    isolation: isolated (any Actor)? = #isolation
  ) async -> (Session, Int)? {
    switch decoded {
    case .success(.go(let url, let push)):
      return await navigate(
        from: session, socket, to: url, push: push, output: output, request: request)
    case .success(let message):
      if await session.receive(message, from: socket) {
        await output.drain(session: session, socket: socket)
      }
    case .failure(let error):
      let (allowed, suppressed) = log?.take() ?? (true, 0)
      if allowed {
        logger.notice(
          "bad message",
          metadata: [
            "session": "\(session.id.prefix(6))…", "code": "\(error.code.rawValue)",
            "reason": "\(LogText.escaped(error.message))", "suppressed": "\(suppressed)",
          ])
      }
      await session.report(error, from: socket)
    }
    return nil
  }

  /// Live navigation: the screen at `url`, if the host serves it live and
  /// the access hook admits the socket's request to it, replaces
  /// `session` on this socket; otherwise the client is told to load it.
  private func navigate(
    from session: Session, _ socket: Int, to url: String, push: Bool, output: LiveSocketOutput,
    request: ScreenRequest
  ) async -> (Session, Int)? {
    let parsed = try? StateURL(parsing: url)
    let path = parsed?.path ?? url
    if let parsed, await !needsPageLoad(parsed),
      let admitted = await access.admit(request, path: path),
      let (moved, number) = await registry.navigate(
        from: session, to: url, push: push, request: admitted)
    {
      await moved.connect(output, to: number)
      logger.debug("socket navigated", metadata: ["session": "\(moved.id.prefix(6))…"])
      return (moved, number)
    }
    await session.instruct(.load(url), from: socket)
    return nil
  }
}
