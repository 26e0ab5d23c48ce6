import Clocks
import Screens
import Synchronization
import Testing

/// The slideshow's timer on a test clock: exactly every interval, no drift.
@Suite struct BabyAlbumTimerTests {
  final class Ticks: Sendable {
    let count = Mutex(0)
    func record() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }

    /// The count once it reaches `expected`, or after a second of real time;
    /// the timer's task runs after the test clock's advance returns.
    func settled(at expected: Int) async -> Int {
      for _ in 0..<1_000 where value < expected {
        try? await Task.sleep(for: .milliseconds(1))
      }
      // Long enough for an early or extra tick to show.
      try? await Task.sleep(for: .milliseconds(5))
      return value
    }
  }

  /// Waits (up to five seconds of real time) until something sleeps on `clock`:
  /// advancing before the timer's task has reached its sleep would let the
  /// task read a later `now` and shift every deadline.
  static func sleeping(on clock: TestClock<Duration>) async -> Bool {
    for _ in 0..<5_000 {
      // `checkSuspension` throws exactly when a sleep is pending.
      if (try? await clock.checkSuspension()) == nil { return true }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return false
  }

  @Test func itTicksExactlyEveryFifteenSeconds() async {
    let clock = TestClock()
    let ticks = Ticks()
    let timer = Task {
      try await BabyAlbum.tick(on: clock, every: BabyAlbum.interval) { ticks.record() }
    }
    #expect(BabyAlbum.interval == .seconds(15))
    for expected in 1...20 {
      #expect(await Self.sleeping(on: clock), "the timer never slept before tick \(expected)")
      await clock.advance(by: .milliseconds(14_999))
      #expect(await ticks.settled(at: expected - 1) == expected - 1, "tick \(expected) came early")
      await clock.advance(by: .milliseconds(1))
      #expect(
        await ticks.settled(at: expected) == expected, "tick \(expected) did not come at 15 s")
    }
    timer.cancel()
    await clock.advance(by: .seconds(60))
    #expect(await ticks.settled(at: 21) == 20)
  }
}
