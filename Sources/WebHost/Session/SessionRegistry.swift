#if os(Linux)
  // glibc's `malloc_trim` (malloc.h), which the Glibc module does not export.
  @_silgen_name("malloc_trim")
  private func mallocTrim(_ pad: Int) -> Int32
#endif

/// All live sessions of a process: joins new sockets to new or existing
/// sessions and expires those left disconnected past the grace period.
///
/// ```swift
/// let registry = SessionRegistry(factory: screens)
/// let (session, socket) = try await registry.join(joinMessage)
/// ```
public actor SessionRegistry {
  /// Makes behaviours for new sessions.
  public nonisolated let factory: any SessionFactory
  /// Bounds and timings.
  public nonisolated let limits: SessionLimits
  /// Checks the page tokens presented on join.
  public nonisolated let pageTokens: PageTokens
  let now: @Sendable () -> ContinuousClock.Instant
  var sessions: [String: Session] = [:]
  /// The budgets of new sessions: the session each page token mounted,
  /// and how many sessions each client address holds.
  var budgets = SessionBudgets()
  private var lastSweep: ContinuousClock.Instant?
  /// When freed memory was last handed back, and how many sessions expired since.
  private var lastTrim: ContinuousClock.Instant?
  private var expiredSinceTrim = 0
  /// How many times freed memory was handed back.
  private(set) var trims = 0
  /// Hands freed memory back; tests observe it.
  var trimMemory: @Sendable () -> Void = SessionRegistry.returnFreedMemory
  /// The one heartbeat timer of all sessions (a timer task per socket would
  /// keep a parked stack per socket); started by the first join.
  private var heartbeat: Task<Void, Never>?
  /// Which slice of the sessions the next tick of the heartbeat pulses.
  private var slice = 0
  /// The heartbeat ticks this many times per interval, each pulsing one
  /// slice of the sessions, so thousands of pings never leave in one burst.
  static let slices = 15

  /// Creates a registry; `now` is injectable for tests. Without
  /// `pageTokens`, tokens are issued with a fresh key.
  public init(
    factory: any SessionFactory, limits: SessionLimits = .standard,
    pageTokens: PageTokens? = nil,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
  ) {
    self.factory = factory
    self.limits = limits
    self.pageTokens = pageTokens ?? PageTokens()
    self.now = now
  }

  deinit { heartbeat?.cancel() }

  /// How many sessions exist, connected or within their grace period.
  public var count: Int { sessions.count }

  /// The session with `id`, if it exists.
  public func session(_ id: String) -> Session? { sessions[id] }

  /// Resumes the session named in `join` (bound to the same page token), or
  /// mounts a new one; returns it with the attached socket's number. The
  /// page token must have been issued to `request`'s user.
  public func join(_ join: ClientMessage.Join, request: ScreenRequest = ScreenRequest())
    async throws(ProtocolError) -> (Session, Int)
  {
    guard WireCodec.supportedVersions.contains(join.version) else {
      throw ProtocolError(
        .version,
        "this server speaks protocol \(WireCodec.supportedVersions), not \(join.version)")
    }
    guard pageTokens.isValid(join.pageToken, user: request.user, maxAge: limits.pageTokenLifetime)
    else {
      // The session's own token, presented as someone else.
      if let id = join.sessionID, let session = sessions[id],
        constantTimeEqual(session.pageToken, join.pageToken)
      {
        throw ProtocolError(.sessionForbidden, "the session belongs to another user")
      }
      throw ProtocolError(
        .pageExpired, "the page is too old, not from this server or not for this user; reload it")
    }
    startHeartbeat()
    // Expiry needs no timer: joins sweep, at most once a second.
    if lastSweep.map({ $0.duration(to: now()) > .seconds(1) }) ?? true {
      lastSweep = now()
      await sweep()
    }
    if let id = join.sessionID, let session = sessions[id] {
      guard constantTimeEqual(session.pageToken, join.pageToken) else {
        throw ProtocolError(.sessionForbidden, "the session belongs to another page")
      }
      let socket = await session.attach(lastBatch: join.lastBatch, resumed: true)
      await session.behavior.resume(showing: join.url)
      return (session, socket)
    }
    // A session named but not held (expired, or lost with a restart or
    // another process) is rebuilt from the URL the browser shows, for its
    // unacknowledged events to be replayed into (docs/PROTOCOL.md).
    let rebuilt = join.sessionID != nil
    guard sessions.count < limits.maxSessions else {
      throw ProtocolError(.shutdown, "the server holds too many sessions; try again later")
    }
    if let mounted = budgets.session(of: join.pageToken), let session = sessions[mounted],
      !session.currentVitals.ended
    {
      throw ProtocolError(.pageUsed, "this page already has a live session; reload it")
    }
    guard budgets.count(of: request.remoteAddress) < limits.maxSessionsPerAddress else {
      throw ProtocolError(
        .sessionLimit, "this address holds too many live sessions; close some tabs and reload")
    }
    let url: StateURL
    let behavior: any SessionContent
    do throws(URLStateError) {
      url = try StateURL(parsing: join.url)
      behavior = try await factory.makeBehavior(
        for: url, pageToken: join.pageToken, request: request)
    } catch {
      throw ProtocolError(.invalid, error.message)
    }
    let session = Session(
      id: RandomID.make(), pageToken: join.pageToken, url: url.target,
      address: request.remoteAddress, behavior: behavior, limits: limits, now: now)
    sessions[session.id] = session
    budgets.add(session)
    if rebuilt { await behavior.rebuildForReplay() }
    let socket = await session.attach(lastBatch: 0, resumed: false)
    await session.start()
    return (session, socket)
  }

  /// Removes sessions detached for longer than the grace period, and those
  /// that ended; returns how many were removed.
  @discardableResult
  public func sweep() async -> Int {
    let deadline = now().advanced(by: .zero - limits.gracePeriod)
    var gone: [Session] = []
    var removed = 0
    // Read without a hop into each session: only the expired are visited.
    for (id, session) in sessions {
      let vitals = session.currentVitals
      if vitals.ended || vitals.detachedSince.map({ $0 <= deadline }) ?? false {
        sessions[id] = nil
        budgets.remove(session)
        removed += 1
        if !vitals.ended { gone.append(session) }
      }
    }
    for session in gone { await session.end(ProtocolError(.sessionExpired, "the session expired")) }
    // The last references: the sessions, their screens and trees are freed
    // here, before the trim that hands their memory back.
    gone = []
    if removed > 0 { compactIfSparse() }
    expiredSinceTrim += removed
    trimIfDue()
    return removed
  }

  /// A dictionary keeps the capacity of its peak: after a mass expiry the
  /// registry's tables are rebuilt at their size.
  private func compactIfSparse() {
    guard sessions.isSparse else { return }
    sessions = sessions.compacted
    budgets.compact()
  }

  /// Past this many sessions expired since the last trim, freed memory is handed back.
  static let trimThreshold = 64
  /// Trims are at least this far apart: one walks every arena of the heap.
  /// Thousands of sessions closing at once expire over a few sweeps, each
  /// of which trims what it freed.
  static let trimInterval: Duration = .seconds(1)

  /// glibc keeps freed memory in its arenas; after many sessions ended,
  /// hand it back to the system so the resident set shrinks again (a
  /// later sweep does it when the last trim was too recent).
  private func trimIfDue() {
    guard expiredSinceTrim >= Self.trimThreshold else { return }
    let instant = now()
    if let lastTrim, lastTrim.duration(to: instant) < Self.trimInterval { return }
    lastTrim = instant
    expiredSinceTrim = 0
    trims += 1
    trimMemory()
  }

  /// Replaces how freed memory is handed back (tests watch the trims).
  func setTrimMemory(_ trim: @escaping @Sendable () -> Void) { trimMemory = trim }

  /// Hands the heap's free memory back to the system (glibc's `malloc_trim`).
  private static func returnFreedMemory() {
    #if os(Linux)
      _ = mallocTrim(0)
    #endif
  }

  /// Ends every session (graceful shutdown).
  public func endAll(_ reason: ProtocolError) async {
    heartbeat?.cancel()
    heartbeat = nil
    for session in sessions.values { await session.end(reason) }
    sessions.removeAll()
    budgets = SessionBudgets()
  }

  /// Pings every connected socket not heard from within the heartbeat
  /// interval and hangs up those whose peer went silent for longer than the
  /// heartbeat timeout; with `slice`, only the sessions of that slice (of
  /// ``slices``). A client that pings by itself costs nothing here.
  func beat(slice: Int? = nil) async {
    let timeout = limits.heartbeatTimeout
    let quiet = now().advanced(by: .zero - limits.heartbeatInterval)
    var due: [Session] = []
    for (id, session) in sessions {
      if let slice, Int(id.utf8.last ?? 0) % Self.slices != slice { continue }
      let vitals = session.currentVitals
      guard vitals.detachedSince == nil, !vitals.ended, vitals.lastHeard <= quiet else { continue }
      due.append(session)
    }
    for (index, session) in due.enumerated() {
      await session.pulse(timeout: timeout)
      // Each ping wakes a writer task: hundreds at once would queue a live
      // click's work behind them. A short pause per batch keeps the queue short.
      if index % Self.pulseBatch == Self.pulseBatch - 1 {
        try? await Task.sleep(for: Self.pulsePause)
      }
    }
  }

  /// Sessions pinged back to back before ``pulsePause``.
  static let pulseBatch = 16
  static let pulsePause: Duration = .milliseconds(1)

  /// One tick of the heartbeat: a slice of the sessions, and the sweep.
  private func tick() async {
    await beat(slice: slice)
    slice = (slice + 1) % Self.slices
    if lastSweep.map({ $0.duration(to: now()) > .seconds(1) }) ?? true {
      lastSweep = now()
      await sweep()
    }
  }

  private func startHeartbeat() {
    guard heartbeat == nil else { return }
    let tick = limits.heartbeatInterval / Self.slices
    heartbeat = Task.detached { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: tick)
        guard let registry = self else { return }
        await registry.tick()
      }
    }
  }

  private func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let left = Array(a.utf8)
    let right = Array(b.utf8)
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for index in left.indices { difference |= left[index] ^ right[index] }
    return difference == 0
  }
}
