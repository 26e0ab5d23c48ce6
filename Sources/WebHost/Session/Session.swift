import DequeModule

/// One live session: the transport mechanics around a ``SessionBehavior``.
///
/// It numbers patch batches and keeps them until the browser acknowledges
/// them, applies each event exactly once and in order (duplicates are
/// acknowledged, not re-applied; gaps are errors), limits the event rate,
/// and bounds what waits for a slow client. A session outlives its socket:
/// a new socket resumes it during the grace period.
public actor Session {
  /// The unguessable id the client presents to resume.
  public nonisolated let id: String
  /// The token of the page that created the session.
  public nonisolated let pageToken: String
  /// The URL the session was mounted from.
  public nonisolated let url: String
  let behavior: any SessionBehavior
  let limits: SessionLimits
  let now: @Sendable () -> ContinuousClock.Instant

  /// The last event sequence number applied.
  public private(set) var lastApplied = 0
  /// The number of the last patch batch made.
  public private(set) var lastBatch = 0
  /// Patch batches sent (or queued) and not yet acknowledged by the client.
  private(set) var unacknowledged: Deque<PatchBatch> = []
  /// Messages waiting to be written to the current socket.
  private(set) var outbox: Deque<ServerMessage> = []
  private var bucket: TokenBucket
  private var connection = 0
  private var waiter: CheckedContinuation<ServerMessage?, Never>?
  /// How the attached socket is woken for output and hung up.
  private var link: SocketLink?
  /// Whether the socket's writer was woken and has not yet found the outbox empty.
  private var writing = false
  private var lastHeard: ContinuousClock.Instant
  private var pings = 0
  /// When the last socket went away; `nil` while one is attached.
  public private(set) var detachedSince: ContinuousClock.Instant?
  /// Why the session ended, once it has.
  public private(set) var endReason: ProtocolError?

  init(
    id: String, pageToken: String, url: String, behavior: any SessionBehavior,
    limits: SessionLimits,
    now: @escaping @Sendable () -> ContinuousClock.Instant
  ) {
    self.id = id
    self.pageToken = pageToken
    self.url = url
    self.behavior = behavior
    self.limits = limits
    self.now = now
    self.bucket = TokenBucket(capacity: limits.eventBurst, perSecond: limits.eventsPerSecond)
    self.detachedSince = now()
    self.lastHeard = now()
  }

  /// Starts the behaviour, handing it an outlet to this session.
  func start() async {
    await behavior.start(SessionOutlet(session: self))
  }

  // MARK: Sockets

  /// Attaches a new socket, replacing any previous one; returns its number.
  /// The client has applied batches up to `lastBatch`; later ones are resent.
  func attach(lastBatch clientBatch: Int, resumed: Bool) async -> Int {
    connection += 1
    waiter?.resume(returning: nil)
    waiter = nil
    link = nil
    writing = false
    detachedSince = nil
    lastHeard = now()
    acknowledge(batch: clientBatch)
    let kept = outbox.filter { message in
      switch message {
      case .url, .title, .navigate: true
      default: false
      }
    }
    outbox = [.joined(.init(sessionID: id, resumed: resumed, lastSequence: lastApplied))]
    if let first = unacknowledged.first, first.number > clientBatch + 1 {
      // The client missed batches we no longer hold: rebuild its view.
      await coalesce()
    } else {
      outbox.append(contentsOf: unacknowledged.map(ServerMessage.patch))
    }
    outbox.append(contentsOf: kept)
    return connection
  }

  /// Detaches socket `number` if it is still the current one.
  func detach(_ number: Int) {
    guard number == connection, detachedSince == nil else { return }
    detachedSince = now()
    waiter?.resume(returning: nil)
    waiter = nil
    link = nil
    writing = false
  }

  /// Connects socket `number` to its transport: from now on the session
  /// wakes it when output waits (and at once if some already does), instead
  /// of a writer waiting in ``next(for:)``.
  func connect(_ link: SocketLink, to number: Int) {
    guard number == connection, detachedSince == nil else { return }
    self.link = link
    wakeWriter()
  }

  /// The next message for socket `number` without waiting; `nil` (and the
  /// writer counted as gone) when nothing is queued.
  func nextReady(for number: Int) -> ServerMessage? {
    guard number == connection, detachedSince == nil else { return nil }
    if let message = outbox.popFirst() { return message }
    writing = false
    return nil
  }

  /// One beat of the registry's shared heartbeat: pings the connected
  /// socket, or, when its peer went silent, detaches and hangs it up.
  func pulse(timeout: Duration) {
    guard let link, detachedSince == nil else { return }
    if heartbeat(for: connection, timeout: timeout) { return }
    detach(connection)
    link.hangUp(ProtocolError(.heartbeatTimeout, "no message within the heartbeat timeout"))
  }

  /// The next message for socket `number`, waiting for one; `nil` once the
  /// socket is replaced or detached, or the session ended.
  func next(for number: Int) async -> ServerMessage? {
    guard number == connection, detachedSince == nil else { return nil }
    if let message = outbox.popFirst() { return message }
    if endReason != nil { return nil }
    return await withCheckedContinuation { waiter = $0 }
  }

  /// Sends a heartbeat on socket `number`; `false` when nothing was heard
  /// from it within `timeout` (the peer is dead).
  func heartbeat(for number: Int, timeout: Duration) -> Bool {
    guard number == connection, detachedSince == nil else { return false }
    if lastHeard.duration(to: now()) > timeout { return false }
    pings += 1
    post(.ping(pings))
    return true
  }

  /// Notes that socket `number` is alive (any frame counts).
  func heard(from number: Int) {
    if number == connection { lastHeard = now() }
  }

  // MARK: Inbound

  /// Handles one decoded message from socket `number`.
  func receive(_ message: ClientMessage, from number: Int) async {
    guard number == connection else { return }
    switch message {
    case .join:
      post(.error(ProtocolError(.invalid, "already joined")))
    case .event(let event):
      await apply(sequence: event.sequence) { () async throws(ProtocolError) in
        try await behavior.apply(event)
      }
    case .pop(let sequence, let target):
      await apply(sequence: sequence) { () async throws(ProtocolError) in
        let url: StateURL
        do throws(URLStateError) {
          url = try StateURL(parsing: target)
        } catch {
          throw ProtocolError(.invalidURL, error.message)
        }
        try await behavior.restore(url)
      }
    case .ack(let batch):
      acknowledge(batch: batch)
    case .ping(let number):
      post(.pong(number))
    case .pong:
      break
    }
  }

  /// Reports a protocol error to the client without ending the session.
  func report(_ error: ProtocolError) {
    post(.error(error))
  }

  /// Runs `work` for the message numbered `sequence`, exactly once and in
  /// order; events and pops share one sequence.
  private func apply(
    sequence: Int, _ work: () async throws(ProtocolError) -> Void
  ) async {
    if sequence <= lastApplied {
      post(.ack(sequence: lastApplied))
      return
    }
    guard sequence == lastApplied + 1 else {
      post(
        .error(
          ProtocolError(
            .sequenceGap, "expected event \(lastApplied + 1), got \(sequence)",
            sequence: sequence)))
      return
    }
    guard bucket.take(at: now()) else {
      post(
        .error(
          ProtocolError(.rateLimited, "too many events; resend later", sequence: sequence)))
      return
    }
    // Claimed before the await: a resent copy arriving meanwhile is a duplicate.
    lastApplied = sequence
    do throws(ProtocolError) {
      try await work()
    } catch {
      var error = error
      if error.sequence == nil { error.sequence = sequence }
      post(.error(error))
    }
    post(.ack(sequence: lastApplied))
  }

  private func acknowledge(batch: Int) {
    while let first = unacknowledged.first, first.number <= batch { unacknowledged.removeFirst() }
  }

  // MARK: Outbound

  /// Queues an update from the behaviour.
  func enqueue(_ update: SessionUpdate) async {
    guard endReason == nil else { return }
    switch update {
    case .patch(let operations):
      lastBatch += 1
      let batch = PatchBatch(number: lastBatch, sequence: lastApplied, operationsJSON: operations)
      unacknowledged.append(batch)
      post(.patch(batch))
    case .url(let url, let mode): post(.url(url, mode))
    case .title(let title): post(.title(title))
    case .navigate(let url): post(.navigate(url))
    }
    if unacknowledged.count + outbox.count > limits.maxPendingMessages { await coalesce() }
  }

  /// Replaces everything pending with one snapshot batch, or ends the session.
  private func coalesce() async {
    guard let snapshot = await behavior.snapshot() else {
      await end(ProtocolError(.queueOverflow, "the client fell too far behind"))
      return
    }
    lastBatch += 1
    let batch = PatchBatch(number: lastBatch, sequence: lastApplied, operationsJSON: snapshot)
    unacknowledged = [batch]
    outbox.removeAll { if case .patch = $0 { true } else { false } }
    post(.patch(batch))
  }

  /// Ends the session: the error is the last message the socket gets.
  func end(_ reason: ProtocolError) async {
    guard endReason == nil else { return }
    endReason = reason
    outbox.removeAll()
    unacknowledged.removeAll()
    post(.error(reason))
    await behavior.stop()
  }

  private func post(_ message: ServerMessage) {
    if let waiter, detachedSince == nil {
      self.waiter = nil
      waiter.resume(returning: message)
    } else {
      outbox.append(message)
      wakeWriter()
    }
  }

  private func wakeWriter() {
    guard let link, !writing, detachedSince == nil, !outbox.isEmpty else { return }
    writing = true
    link.wake()
  }
}

/// What a session needs of the socket connected to it.
struct SocketLink: Sendable {
  /// Output waits: start writing (``Session/nextReady(for:)`` until `nil`).
  let wake: @Sendable () -> Void
  /// Write this error and close the socket.
  let hangUp: @Sendable (ProtocolError) -> Void
}
