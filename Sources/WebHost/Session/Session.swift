import DequeModule
import Synchronization
import VDOM

/// One live session: the transport mechanics around a ``SessionContent``.
///
/// It numbers patch batches and keeps them until the browser acknowledges
/// them, applies each event exactly once and in order (duplicates are
/// acknowledged, not re-applied; gaps are errors), limits the event rate,
/// and bounds what waits for a slow client. A session outlives its socket:
/// a new socket resumes it during the grace period.
///
/// It runs on its behaviour's executor: an event goes in, the behaviour
/// renders, and what it sends lands in the one outbox in the same pass,
/// merged into one frame with the event's acknowledgement.
public actor Session {
  /// The unguessable id the client presents to resume.
  public nonisolated let id: String
  /// The token of the page that created the session.
  public nonisolated let pageToken: String
  /// The URL the session was mounted from.
  public nonisolated let url: String
  /// The client address that mounted it (counted by ``SessionBudgets``).
  nonisolated let address: String?
  let behavior: any SessionContent
  /// ``SessionLimits/maxPendingMessages`` (the one limit read after init).
  let maxPendingMessages: Int
  let now: @Sendable () -> ContinuousClock.Instant

  /// The last event sequence number applied.
  public private(set) var lastApplied = 0
  /// The number of the last patch batch made.
  public private(set) var lastBatch = 0
  /// Numbered updates sent (or queued) and not yet acknowledged by the client.
  private(set) var unacknowledged: Deque<Update> = []
  /// Messages waiting to be written to the current socket (the one outbound queue).
  private(set) var outbox: Deque<ServerMessage> = []
  private var bucket: TokenBucket
  private var connection = 0
  /// How many updates were queued; an event that queued none is acknowledged alone.
  private var updatesMade = 0
  /// How the attached socket is woken for output and hung up.
  private var link: (any SocketLink)?
  /// Whether the socket's writer was woken and has not yet found the outbox empty.
  private var writing = false
  private var pings = 0
  /// When the client was last heard from, when the socket went away, and
  /// whether the session ended: read by the registry's heartbeat and sweep
  /// without a hop into every session.
  nonisolated let vitals: Mutex<Vitals>
  /// Why the session ended, once it has.
  public private(set) var endReason: ProtocolError?

  init(
    id: String, pageToken: String, url: String, address: String?, behavior: any SessionContent,
    limits: SessionLimits, now: @escaping @Sendable () -> ContinuousClock.Instant
  ) {
    self.id = id
    self.pageToken = pageToken
    self.url = url
    self.address = address
    self.behavior = behavior
    self.maxPendingMessages = limits.maxPendingMessages
    self.now = now
    self.bucket = TokenBucket(capacity: limits.eventBurst, perSecond: limits.eventsPerSecond)
    self.vitals = Mutex(Vitals(lastHeard: now(), detachedSince: now()))
  }

  /// The behaviour's executor: session and behaviour are one serial owner.
  public nonisolated var unownedExecutor: UnownedSerialExecutor { behavior.unownedExecutor }

  /// Starts the behaviour, handing it an outlet to this session.
  func start() async {
    await behavior.start(SessionOutlet(session: self))
  }

  // MARK: Sockets

  /// Attaches a new socket, replacing any previous one; returns its number.
  /// The client has applied batches up to `lastBatch`; later ones are resent.
  func attach(lastBatch clientBatch: Int, resumed: Bool) async -> Int {
    connection += 1
    // The socket taken over learns why at once, and closes.
    if let link, detachedSince == nil {
      link.hangUp(
        ProtocolError(
          .sessionMoved, "This page continues in another tab or window. Reload to use it here."))
    }
    link = nil
    writing = false
    vitals.withLock { $0 = Vitals(lastHeard: now(), detachedSince: nil, ended: $0.ended) }
    acknowledge(batch: clientBatch)
    // Unnumbered updates (a URL, a title) and navigations are not resent
    // with the batches: they stay queued.
    let kept = outbox.filter { message in
      switch message {
      case .update(let update): update.batch == nil
      case .navigate: true
      default: false
      }
    }
    outbox = [.joined(.init(sessionID: id, resumed: resumed, lastSequence: lastApplied))]
    if let first = unacknowledged.first?.batch, first > clientBatch + 1 {
      // The client missed batches we no longer hold: rebuild its view.
      await coalesce()
    } else {
      outbox.append(contentsOf: unacknowledged.map(ServerMessage.update))
    }
    outbox.append(contentsOf: kept)
    return connection
  }

  /// Detaches socket `number` if it is still the current one.
  func detach(_ number: Int) {
    guard number == connection, detachedSince == nil else { return }
    setDetached(now())
    link = nil
    writing = false
  }

  /// Connects socket `number` to its transport: from now on the session
  /// wakes it when output waits (and at once if some already does).
  func connect(_ link: any SocketLink, to number: Int) {
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
    // An idle session keeps no queue storage.
    outbox = []
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

  /// Handles one decoded message from socket `number` (any message is a
  /// sign of life); returns whether the caller must write the output: it
  /// took the writer's turn, so what the message produces leaves without
  /// a task of its own.
  @discardableResult
  func receive(_ message: ClientMessage, from number: Int) async -> Bool {
    guard number == connection else { return false }
    lastHeard = now()
    let writes = claimWriter()
    switch message {
    case .join:
      post(.error(ProtocolError(.invalid, "already joined")))
    case .event(let event):
      if let batch = event.acknowledging { acknowledge(batch: batch) }
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
    case .go:
      // The socket's handler takes `go` to the registry; a session never moves itself.
      post(.error(ProtocolError(.invalid, "“go” is handled by the socket, not the session")))
    case .ack(let batch):
      acknowledge(batch: batch)
    case .ping(let number):
      post(.pong(number))
    case .pong:
      break
    }
    return writes
  }

  /// Sends `message` to socket `number` (the answer to something the
  /// socket's handler dealt with itself, such as a `go` to load as a page).
  func instruct(_ message: ServerMessage, from number: Int) {
    heard(from: number)
    post(message)
  }

  /// The limits of the upload binding `handler`, while the session lives.
  func uploadLimits(handler: Int) async -> UploadLimits? {
    guard endReason == nil else { return nil }
    return await behavior.uploadLimits(handler: handler)
  }

  /// Applies a step of an upload (not numbered: the upload route, not the
  /// socket, makes it); `false` when the session ended or lost the binding.
  func applyUpload(handler: Int, _ event: UploadEvent) async -> Bool {
    guard endReason == nil else { return false }
    return await behavior.applyUpload(handler: handler, event)
  }

  /// Reports a protocol error in what socket `number` sent, without ending the session.
  func report(_ error: ProtocolError, from number: Int) {
    heard(from: number)
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
    let made = updatesMade
    do throws(ProtocolError) {
      try await work()
    } catch {
      var error = error
      if error.sequence == nil { error.sequence = sequence }
      post(.error(error))
    }
    // An update made meanwhile carries the acknowledgement (its `s`).
    if updatesMade == made { post(.ack(sequence: lastApplied)) }
  }

  private func acknowledge(batch: Int) {
    guard let first = unacknowledged.first?.batch, first <= batch else { return }
    while let first = unacknowledged.first?.batch, first <= batch { unacknowledged.removeFirst() }
    // An idle session keeps no resend storage.
    if unacknowledged.isEmpty { unacknowledged = [] }
  }

  // MARK: Outbound

  /// Queues an update from the behaviour: a URL or title made in the same
  /// pass as the patches before it rides in their frame.
  func enqueue(_ update: SessionUpdate) async {
    guard endReason == nil else { return }
    if case .navigate(let url) = update {
      post(.navigate(url))
    } else if let index = outbox.indices.last, case .update(var last) = outbox[index],
      last.canAbsorb(update)
    {
      last.absorb(update)
      outbox[index] = .update(last)
      if let batch = last.batch, unacknowledged.last?.batch == batch {
        unacknowledged[unacknowledged.count - 1] = last
      }
    } else {
      var made = Update(sequence: lastApplied)
      if case .patch = update {
        lastBatch += 1
        made.batch = lastBatch
      }
      made.absorb(update)
      if made.batch != nil { unacknowledged.append(made) }
      updatesMade += 1
      post(.update(made))
    }
    if unacknowledged.count + outbox.count > maxPendingMessages { await coalesce() }
  }

  /// Replaces everything pending with one snapshot batch, or ends the session.
  private func coalesce() async {
    guard let snapshot = await behavior.snapshot() else {
      await end(ProtocolError(.queueOverflow, "the client fell too far behind"))
      return
    }
    lastBatch += 1
    var batch = Update(batch: lastBatch, sequence: lastApplied, operationsJSON: snapshot)
    // The URL and title the dropped batches carried still apply.
    for case .update(let dropped) in outbox where dropped.batch != nil {
      if let url = dropped.url { (batch.url, batch.mode) = (url, dropped.mode) }
      if let title = dropped.title { batch.title = title }
    }
    unacknowledged = [batch]
    outbox.removeAll { if case .update(let update) = $0 { update.batch != nil } else { false } }
    post(.update(batch))
  }

  /// Ends the session quietly because its socket moved on to another
  /// screen (live navigation): nothing more is written, its effects are
  /// cancelled and its subscriptions dropped.
  func retire() async {
    guard endReason == nil else { return }
    endReason = ProtocolError(.sessionExpired, "the page moved to another screen")
    vitals.withLock {
      $0.ended = true
      $0.detachedSince = now()
    }
    link = nil
    writing = false
    outbox.removeAll()
    unacknowledged.removeAll()
    await behavior.stop()
  }

  /// Folds the first update the behaviour made on start into the `joined`
  /// that precedes it, with the page token, so that a live navigation's
  /// answer is one frame.
  func foldEntry() {
    guard outbox.count >= 2, case .joined(var joined) = outbox[0],
      case .update(let entry) = outbox[1]
    else { return }
    joined.pageToken = pageToken
    joined.entry = entry
    outbox.removeFirst(2)
    outbox.prepend(.joined(joined))
  }

  /// Ends the session: the error is the last message the socket gets.
  func end(_ reason: ProtocolError) async {
    guard endReason == nil else { return }
    endReason = reason
    vitals.withLock { $0.ended = true }
    outbox.removeAll()
    unacknowledged.removeAll()
    post(.error(reason))
    await behavior.stop()
  }

  private func post(_ message: ServerMessage) {
    // A client that sends without reading must not grow the outbox: past
    // the bound, an acknowledgement replaces the last one queued (a later
    // one says more) and pings, pongs and non-fatal errors are dropped.
    if outbox.count >= maxPendingMessages {
      switch message {
      case .ack:
        if let index = outbox.lastIndex(where: { if case .ack = $0 { true } else { false } }) {
          outbox[index] = message
          return
        }
      case .ping, .pong: return
      case .error(let error) where !error.isFatal: return
      default: break
      }
    }
    outbox.append(message)
    wakeWriter()
  }

  /// Takes the writer's turn for the caller when no writer runs.
  private func claimWriter() -> Bool {
    guard link != nil, !writing, detachedSince == nil else { return false }
    writing = true
    return true
  }

  private func wakeWriter() {
    guard let link, !writing, detachedSince == nil, !outbox.isEmpty else { return }
    writing = true
    link.wake(self, socket: connection)
  }
}
