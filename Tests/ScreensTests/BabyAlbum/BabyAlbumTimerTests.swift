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
  }

  @Test func itTicksExactlyEveryFifteenSeconds() async {
    let clock = TestClock()
    let ticks = Ticks()
    let timer = Task {
      try await BabyAlbum.tick(on: clock, every: BabyAlbum.interval) { ticks.record() }
    }
    #expect(BabyAlbum.interval == .seconds(15))
    for expected in 1...20 {
      await clock.advance(by: .milliseconds(14_999))
      #expect(ticks.value == expected - 1, "tick \(expected) came early")
      await clock.advance(by: .milliseconds(1))
      #expect(ticks.value == expected, "tick \(expected) did not come at 15 s")
    }
    timer.cancel()
    await clock.advance(by: .seconds(60))
    #expect(ticks.value == 20)
  }
}
