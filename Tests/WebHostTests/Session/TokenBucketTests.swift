import Testing
import WebHost

@Suite struct TokenBucketTests {
  @Test func allowsABurstThenRefillsAtTheRate() {
    var bucket = TokenBucket(capacity: 3, perSecond: 2)
    let start = ContinuousClock.now
    #expect((0..<4).map { _ in bucket.take(at: start) } == [true, true, true, false])
    #expect(bucket.take(at: start.advanced(by: .milliseconds(250))) == false)
    #expect(bucket.take(at: start.advanced(by: .milliseconds(500))) == true)
    #expect(bucket.take(at: start.advanced(by: .milliseconds(500))) == false)
  }

  @Test func neverHoldsMoreThanItsCapacity() {
    var bucket = TokenBucket(capacity: 2, perSecond: 100)
    let later = ContinuousClock.now.advanced(by: .seconds(60))
    #expect((0..<3).map { _ in bucket.take(at: later) } == [true, true, false])
  }
}
