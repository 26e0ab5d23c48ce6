import Synchronization
import Testing

@testable import Runtime

@Suite struct StateFlowTests {
  @Test func newObserverGetsTheCurrentValueAtOnce() async {
    let flow = StateFlow(1)
    flow.publish(2)
    var iterator = flow.values.makeAsyncIterator()
    #expect(flow.value == 2)
    #expect(await iterator.next() == 2)
  }

  @Test func equalValuesAreNotPublished() async {
    let flow = StateFlow(1)
    #expect(flow.publish(1) == false)
    var iterator = flow.values.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    flow.publish(1)
    flow.publish(3)
    #expect(await iterator.next() == 3)
  }

  @Test func slowObserverSkipsToTheLatest() async {
    let flow = StateFlow(0)
    var iterator = flow.values.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    for value in 1...100 { flow.publish(value) }
    #expect(await iterator.next() == 100)
  }

  @Test func valueThatCameBackIsNotEmittedAgain() async {
    let flow = StateFlow(1)
    var iterator = flow.values.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    flow.publish(2)
    flow.publish(1)
    // The observer already saw 1; it waits for a genuinely new value.
    flow.publish(3)
    #expect(await iterator.next() == 3)
  }

  @Test func waitingObserverIsWokenByAPublish() async {
    let flow = StateFlow(0)
    let observer = Task {
      var seen: [Int] = []
      for await value in flow.values {
        seen.append(value)
        if value == 5 { break }
      }
      return seen
    }
    while !flow.hasWaiters { await Task.yield() }
    flow.publish(5)
    #expect(await observer.value == [0, 5])
  }

  @Test func finishEndsEveryObservation() async {
    let flow = StateFlow(0)
    let observer = Task {
      var count = 0
      for await _ in flow.values { count += 1 }
      return count
    }
    while !flow.hasWaiters { await Task.yield() }
    flow.finish()
    #expect(await observer.value == 1)
    #expect(flow.publish(9) == false)
  }

  @Test func cancellingAWaitingObserverEndsIt() async {
    let flow = StateFlow(0)
    let observer = Task {
      var iterator = flow.values.makeAsyncIterator()
      _ = await iterator.next()
      return await iterator.next()
    }
    while !flow.hasWaiters { await Task.yield() }
    observer.cancel()
    #expect(await observer.value == nil)
  }

  @Test func mappedStreamDoesNotRepeatEqualParts() async {
    let flow = StateFlow(0)
    let parity = flow.values.map { $0 % 2 }
    var iterator = parity.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    flow.publish(2)
    flow.publish(3)
    #expect(await iterator.next() == 1)
  }

  @Test func aWatcherHearsEveryChangeAndNothingAfterFinish() {
    let flow = StateFlow(0)
    let heard = Mutex<[Int]>([])
    flow.watch { heard.withLock { $0.append(flow.value) } }
    flow.publish(1)
    flow.publish(1)
    flow.publish(2)
    flow.finish()
    flow.publish(3)
    #expect(heard.withLock { $0 } == [1, 2])
  }
}
