import Testing

@testable import Runtime

@Suite struct QueueRunAllTests {
  @Test func everyEffectRunsAtOnce() async {
    let (store, clock) = QueueFeature.makeStore(.runAll)
    for n in 1...3 {
      await store.send(.start(n, work: n))
      await store.receive(.started(n, at: 0))
    }
    await store.play(
      clock, until: 3,
      events: [1: [.finished(1, at: 1)], 2: [.finished(2, at: 2)], 3: [.finished(3, at: 3)]])
    await store.finish()
  }

  @Test func delaySpacesTheStarts() async {
    let (store, clock) = QueueFeature.makeStore(.runAll, delay: .seconds(1))
    await store.send(.start(1, work: 5))
    await store.receive(.started(1, at: 0))
    await store.send(.start(2, work: 5))
    await store.send(.start(3, work: 5))
    await store.play(
      clock, until: 7,
      events: [
        1: [.started(2, at: 1)], 2: [.started(3, at: 2)],
        5: [.finished(1, at: 5)], 6: [.finished(2, at: 6)], 7: [.finished(3, at: 7)],
      ])
    await store.finish()
  }
}
