import Synchronization
import Testing

@testable import WebHost

@Suite struct OnDemandWorkerTests {
  @Test func elementsAreHandledOneAtATimeInOrder() async {
    let handled = Mutex<[Int]>([])
    let busy = Mutex(false)
    let overlapped = Mutex(false)
    let worker = OnDemandWorker<Int> { value in
      if busy.withLock({ $0 }) { overlapped.withLock { $0 = true } }
      busy.withLock { $0 = true }
      await Task.yield()
      busy.withLock { $0 = false }
      handled.withLock { $0.append(value) }
    }
    for value in 1...50 { worker.push(value) }
    while handled.withLock({ $0.count }) < 50 { await Task.yield() }
    #expect(handled.withLock { $0 } == Array(1...50))
    #expect(overlapped.withLock { $0 } == false)
  }

  @Test func whatIsPushedBeforeBindingWaitsForTheHandler() async {
    let handled = Mutex<[String]>([])
    let worker = OnDemandWorker<String>()
    worker.push("a")
    worker.push("b")
    try? await Task.sleep(for: .milliseconds(20))
    #expect(handled.withLock { $0 }.isEmpty)
    worker.bind { value in handled.withLock { $0.append(value) } }
    worker.push("c")
    while handled.withLock({ $0.count }) < 3 { await Task.yield() }
    #expect(handled.withLock { $0 } == ["a", "b", "c"])
  }

  @Test func aWakeUpAlreadyWaitingIsNotQueuedTwice() async {
    let handled = Mutex(0)
    let started = Mutex(false)
    let gate = Mutex(true)
    let worker = OnDemandWorker<Bool> { _ in
      started.withLock { $0 = true }
      while gate.withLock({ $0 }) { await Task.yield() }
      handled.withLock { $0 += 1 }
    }
    // The first runs (held at the gate); the next three collapse into one.
    worker.pushUnlessWaiting(true)
    while !started.withLock({ $0 }) { await Task.yield() }
    for _ in 0..<3 { worker.pushUnlessWaiting(true) }
    gate.withLock { $0 = false }
    while handled.withLock({ $0 }) < 2 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(20))
    #expect(handled.withLock { $0 } == 2)
  }
}
