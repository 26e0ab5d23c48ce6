import Synchronization
import Testing

@testable import WebHost

@Suite struct SessionTests {
  @Test func joiningSendsJoinedFirst() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    let messages = await take(1, from: session, socket: socket)
    #expect(messages == [.joined(.init(sessionID: session.id, resumed: false, lastSequence: 0))])
  }

  @Test func anEventIsAppliedAndItsPatchCarriesTheAcknowledgement() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    _ = await take(1, from: session, socket: socket)
    await session.receive(event(1), from: socket)
    let messages = await take(2, from: session, socket: socket)
    #expect(
      messages == [
        .update(Update(batch: 1, sequence: 1, operationsJSON: #"[["text",[0],"1"]]"#))
      ])
  }

  @Test func patchURLTitleAndAcknowledgementLeaveInOneFrame() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    _ = await take(1, from: session, socket: socket)
    await session.receive(event(1, handler: 3), from: socket)
    let messages = await take(3, from: session, socket: socket)
    let merged = Update(
      batch: 1, sequence: 1, operationsJSON: #"[["text",[0],"1"]]"#, url: "/counter?count=1",
      title: "Counter: 1")
    #expect(messages == [.update(merged)])
    #expect(
      WireCodec.encode(messages[0])
        == #"{"t":"u","b":1,"s":1,"ops":[["text",[0],"1"]],"url":"/counter?count=1","title":"Counter: 1"}"#
    )
    // The batch kept for a resend is the whole frame.
    #expect(await session.unacknowledged.map { $0 } == [merged])
  }

  @Test func aDuplicateIsAcknowledgedButNotReapplied() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    await session.receive(event(1), from: socket)
    await session.receive(event(1), from: socket)
    let messages = await take(4, from: session, socket: socket)
    #expect(messages.last == .ack(sequence: 1))
    #expect(harness.factory.made.withLock { $0[0].applied.withLock { $0 } } == [1])
  }

  @Test func aGapIsAProtocolErrorAndNothingIsApplied() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    await session.receive(event(2), from: socket)
    let messages = await take(2, from: session, socket: socket)
    guard case .error(let error) = messages.last else {
      Issue.record("expected an error")
      return
    }
    #expect(error.code == .sequenceGap && error.sequence == 2)
    #expect(await session.lastApplied == 0)
  }

  @Test func anUnknownHandlerIsReportedAndTheEventConsumed() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    await session.receive(event(1, handler: 77), from: socket)
    let messages = await take(3, from: session, socket: socket)
    guard case .error(let error) = messages[1] else {
      Issue.record("expected an error")
      return
    }
    #expect(error.code == .unknownHandler)
    #expect(messages[2] == .ack(sequence: 1))
  }

  @Test func theRateLimitRefusesABurstAndRefills() async throws {
    let harness = SessionHarness(limits: SessionLimits(eventBurst: 3, eventsPerSecond: 1))
    let (session, socket) = try await harness.join()
    for sequence in 1...4 { await session.receive(event(sequence), from: socket) }
    #expect(await session.lastApplied == 3)
    let messages = await take(1 + 3 + 1, from: session, socket: socket)
    guard case .error(let error) = messages.last else {
      Issue.record("expected an error")
      return
    }
    #expect(error.code == .rateLimited && error.sequence == 4)
    harness.clock.advance(by: .seconds(1))
    await session.receive(event(4), from: socket)
    #expect(await session.lastApplied == 4)
  }

  @Test func batchesAreResentAfterAReconnectUntilAcknowledged() async throws {
    let harness = SessionHarness()
    let (session, first) = try await harness.join()
    for sequence in 1...3 { await session.receive(event(sequence), from: first) }
    await session.receive(.ack(batch: 1), from: first)
    await session.detach(first)
    let (resumed, second) = try await harness.join(
      sessionID: session.id, pageToken: session.pageToken, lastBatch: 1)
    #expect(resumed === session)
    let messages = await take(3, from: session, socket: second)
    #expect(messages[0] == .joined(.init(sessionID: session.id, resumed: true, lastSequence: 3)))
    #expect(
      messages.dropFirst().map { if case .update(let update) = $0 { update.batch ?? 0 } else { 0 } }
        == [
          2, 3,
        ])
    // The old socket gets nothing more.
    #expect(await session.nextReady(for: first) == nil)
  }

  @Test func aSlowClientIsCoalescedToOneSnapshot() async throws {
    let harness = SessionHarness(limits: SessionLimits(maxPendingMessages: 10))
    let (session, socket) = try await harness.join()
    let behavior = harness.factory.made.withLock { $0[0] }
    for value in 1...20 { await behavior.push(value) }
    #expect(await session.unacknowledged.count + session.outbox.count <= 10)
    #expect(await session.endReason == nil)
    let queued = await session.outbox
    #expect(
      queued.contains {
        if case .update(let update) = $0 {
          update.operationsJSON?.contains("replace") == true
        } else {
          false
        }
      })
    #expect(await take(1, from: session, socket: socket).count == 1)
  }

  @Test func aSlowClientWithoutSnapshotIsDroppedWithAReason() async throws {
    let harness = SessionHarness(limits: SessionLimits(maxPendingMessages: 10), hasSnapshot: false)
    let (session, socket) = try await harness.join()
    let behavior = harness.factory.made.withLock { $0[0] }
    for value in 1...20 { await behavior.push(value) }
    #expect(await session.endReason?.code == .queueOverflow)
    let messages = await take(2, from: session, socket: socket)
    #expect(messages == [.error(ProtocolError(.queueOverflow, "the client fell too far behind"))])
  }

  @Test func heartbeatsDetectASilentPeer() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    #expect(await session.heartbeat(for: socket, timeout: .seconds(30)))
    harness.clock.advance(by: .seconds(31))
    #expect(await session.heartbeat(for: socket, timeout: .seconds(30)) == false)
    await session.heard(from: socket)
    #expect(await session.heartbeat(for: socket, timeout: .seconds(30)))
  }

  @Test func aConnectedSocketIsWokenOnceForQueuedOutputAndDrainedWithoutWaiting() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    let link = RecordingLink()
    await session.connect(link, to: socket)
    // `joined` was already queued: the writer is woken at once, and only once.
    #expect(await session.receive(.ping(7), from: socket) == false)
    #expect(link.wakes.withLock { $0 } == 1)
    #expect(
      await session.nextReady(for: socket)
        == .joined(.init(sessionID: session.id, resumed: false, lastSequence: 0)))
    #expect(await session.nextReady(for: socket) == .pong(7))
    #expect(await session.nextReady(for: socket) == nil)
    // No writer runs: the task that hands a message over writes its output
    // itself, so no wake-up (and no task) is needed.
    #expect(await session.receive(.ping(8), from: socket))
    #expect(link.wakes.withLock { $0 } == 1)
    #expect(await session.nextReady(for: socket) == .pong(8))
    #expect(await session.nextReady(for: socket) == nil)
    // Output made outside a message (an effect's) wakes a writer.
    let behavior = harness.factory.made.withLock { $0[0] }
    await behavior.push(1)
    #expect(link.wakes.withLock { $0 } == 2)
  }

  @Test func theSharedHeartbeatPingsThenHangsUpASilentPeerAndTheSessionSurvives() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    let link = RecordingLink()
    await session.connect(link, to: socket)
    _ = await session.nextReady(for: socket)
    _ = await session.nextReady(for: socket)
    // A client heard from within the interval needs no ping.
    await harness.registry.beat()
    #expect(await session.nextReady(for: socket) == nil)
    harness.clock.advance(by: SessionLimits.standard.heartbeatInterval)
    await harness.registry.beat()
    #expect(await session.nextReady(for: socket) == .ping(1))
    harness.clock.advance(by: SessionLimits.standard.heartbeatTimeout + .seconds(1))
    await harness.registry.beat()
    #expect(link.hangUps.withLock { $0 }.map(\.code) == [.heartbeatTimeout])
    #expect(session.detachedSince != nil)
    #expect(await session.endReason == nil)
    // A later beat leaves the detached session alone.
    await harness.registry.beat()
    #expect(link.hangUps.withLock { $0 }.count == 1)
  }
}

/// A socket link that counts wake-ups and records hang-ups.
final class RecordingLink: SocketLink {
  let wakes = Mutex(0)
  let hangUps = Mutex<[ProtocolError]>([])

  func wake(_ session: isolated Session, socket number: Int) { wakes.withLock { $0 += 1 } }
  func hangUp(_ error: ProtocolError) { hangUps.withLock { $0.append(error) } }
}
