import Testing

@testable import WebHost

/// The event rate limit with its standard figures (60 at once, 30 per
/// second): what people produce passes, a machine-speed flood does not.
@Suite struct RateLimitTests {
  /// Sends `count` events, `gap` apart on the session's clock, each the
  /// next one the session expects (a well-behaved client resending after
  /// `rate.limited`); returns how many were applied and how many limited.
  private func send(
    _ count: Int, every gap: Duration, to harness: SessionHarness
  ) async throws -> (applied: Int, limited: Int) {
    let (session, socket) = try await harness.join()
    var applied = 0
    var limited = 0
    for _ in 0..<count {
      let next = await session.lastApplied + 1
      await session.receive(event(next), from: socket)
      if await session.lastApplied == next { applied += 1 } else { limited += 1 }
      harness.clock.advance(by: gap)
    }
    return (applied, limited)
  }

  @Test func aBurstOfTypingPasses() async throws {
    // The 45 characters typed in one burst, and more: 60 at once.
    let result = try await send(60, every: .zero, to: SessionHarness())
    #expect(result == (60, 0))
  }

  @Test func keyRepeatAtItsFastestPassesForAsLongAsTheKeyIsHeld() async throws {
    // 30 per second (the fastest repeat rate of common systems) for 20 s.
    let result = try await send(600, every: .microseconds(33_334), to: SessionHarness())
    #expect(result == (600, 0))
  }

  @Test func fastClicksAndDoubleClicksPass() async throws {
    // 15 clicks a second (faster than people click) for 10 s, in pairs.
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    for pair in 0..<75 {
      await session.receive(event(2 * pair + 1), from: socket)
      await session.receive(event(2 * pair + 2), from: socket)
      harness.clock.advance(by: .milliseconds(133))
    }
    #expect(await session.lastApplied == 150)
  }

  @Test func whatTheClientsPacerLetsOutIsNeverLimited() async throws {
    // live.js (pace.js) lets out 30 at once, then 30 per second.
    let harness = SessionHarness()
    let burst = try await send(30, every: .zero, to: harness)
    #expect(burst == (30, 0))
  }

  @Test func aMachineSpeedFloodIsLimited() async throws {
    // 1,000 events a second for 2 s: the burst, then 30 a second.
    let result = try await send(2_000, every: .milliseconds(1), to: SessionHarness())
    #expect(result.applied <= 60 + 61)
    #expect(result.applied >= 60 + 59)
    #expect(result.limited == 2_000 - result.applied)
  }

  @Test func aLimitedEventIsAnsweredWithRateLimited() async throws {
    let harness = SessionHarness()
    let (session, socket) = try await harness.join()
    for sequence in 1...61 { await session.receive(event(sequence), from: socket) }
    let messages = await take(200, from: session, socket: socket)
    #expect(
      messages.contains {
        if case .error(let error) = $0 {
          error.code == .rateLimited && error.sequence == 61
        } else {
          false
        }
      })
    #expect(await session.lastApplied == 60)
  }
}
