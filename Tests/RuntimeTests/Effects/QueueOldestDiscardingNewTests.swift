import Testing

@testable import Runtime

@Suite struct QueueOldestDiscardingNewTests {
  @Test(arguments: [1, 2]) func newEffectBeyondTheLimitNeverRuns(limit: Int) async {
    let (store, clock) = QueueFeature.makeStore(.oldestDiscardingNew(limit))
    for n in 1...limit {
      await store.send(.start(n, work: n))
      await store.receive(.started(n, at: 0))
    }
    await store.send(.start(limit + 1, work: limit + 1))
    var events: [Int: [QueueFeature.Action]] = [:]
    for n in 1...limit { events[n] = [.finished(n, at: n)] }
    await store.play(clock, until: limit + 1, events: events)
    await store.finish()
  }

  @Test(arguments: [1, 2]) func withDelay(limit: Int) async {
    let (store, clock) = QueueFeature.makeStore(.oldestDiscardingNew(limit), delay: .seconds(1))
    await store.send(.start(1, work: 5))
    await store.receive(.started(1, at: 0))
    for n in 2...(limit + 1) { await store.send(.start(n, work: 5)) }
    var events: [Int: [QueueFeature.Action]] = [:]
    for n in 1...limit {
      if n > 1 { events[n - 1] = [.started(n, at: n - 1)] }
      events[n + 4] = [.finished(n, at: n + 4)]
    }
    await store.play(clock, until: limit + 5, events: events)
    await store.finish()
  }
}
