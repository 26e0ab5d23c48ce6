import Testing

@testable import Runtime

@Suite struct QueueOldestSuspendingNewTests {
  @Test(arguments: [1, 2]) func newEffectWaitsForAFreeSlot(limit: Int) async {
    let (store, clock) = QueueFeature.makeStore(.oldestSuspendingNew(limit))
    for n in 1...limit {
      await store.send(.start(n, work: n))
      await store.receive(.started(n, at: 0))
    }
    let waiting = limit + 1
    await store.send(.start(waiting, work: waiting))
    // The waiting effect starts when effect 1 frees its slot at 1 s.
    var events: [Int: [QueueFeature.Action]] = [1: [.finished(1, at: 1), .started(waiting, at: 1)]]
    for n in stride(from: 2, through: limit, by: 1) { events[n] = [.finished(n, at: n)] }
    events[1 + waiting] = [.finished(waiting, at: 1 + waiting)]
    await store.play(clock, until: 1 + waiting, events: events)
    await store.finish()
  }

  @Test(arguments: [1, 2]) func withDelay(limit: Int) async {
    let (store, clock) = QueueFeature.makeStore(.oldestSuspendingNew(limit), delay: .seconds(1))
    await store.send(.start(1, work: 5))
    await store.receive(.started(1, at: 0))
    for n in 2...(limit + 1) { await store.send(.start(n, work: 5)) }
    var events: [Int: [QueueFeature.Action]] = [:]
    for n in stride(from: 2, through: limit, by: 1) {
      events[n - 1] = [.started(n, at: n - 1)]
      events[n + 4] = [.finished(n, at: n + 4)]
    }
    // The waiting one gets effect 1's slot at 5 s; the delay since the
    // previous start has long passed, so it starts at once.
    let waiting = limit + 1
    events[5] = [.finished(1, at: 5), .started(waiting, at: 5)]
    events[10] = [.finished(waiting, at: 10)]
    await store.play(clock, until: 10, events: events)
    await store.finish()
  }
}
