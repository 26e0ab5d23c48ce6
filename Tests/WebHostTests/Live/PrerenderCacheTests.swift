import Synchronization
import Testing

@testable import WebHost

/// The cache of prerendered pages: single use, bounded, fresh, and keyed
/// by the token the page carried.
@Suite struct PrerenderCacheTests {
  /// A clock the test moves by hand.
  final class Now: Sendable {
    private let instant = Mutex(ContinuousClock.now)
    var read: @Sendable () -> ContinuousClock.Instant { { self.instant.withLock { $0 } } }
    func advance(_ duration: Duration) { instant.withLock { $0 = $0.advanced(by: duration) } }
  }

  func entry(_ target: String = "/shelf", bytes: Int = 100) -> PrerenderCache.Entry {
    PrerenderCache.Entry(
      target: target, state: Shelf.State(), environment: (), relay: MessageRelay(), bytes: bytes)
  }

  @Test func anEntryIsTakenOnceByItsToken() {
    let cache = PrerenderCache()
    cache.insert(entry(), token: "page-1")
    #expect(cache.take("page-1", target: "/shelf")?.state as? Shelf.State == Shelf.State())
    #expect(cache.take("page-1", target: "/shelf") == nil)
    #expect(cache.count == 0 && cache.bytes == 0)
  }

  @Test func anotherTokenGetsNothingAndLeavesTheEntry() {
    let cache = PrerenderCache()
    cache.insert(entry(), token: "page-1")
    #expect(cache.take("page-2", target: "/shelf") == nil)
    #expect(cache.take("", target: "/shelf") == nil)
    #expect(cache.count == 1)
  }

  @Test func aJoinForAnotherURLGetsNothingAndSpendsTheEntry() {
    let cache = PrerenderCache()
    cache.insert(entry("/shelf?books=2"), token: "page-1")
    #expect(cache.take("page-1", target: "/shelf?books=4") == nil)
    #expect(cache.count == 0)
  }

  @Test func entriesExpireAfterTheirLifetime() {
    let now = Now()
    let cache = PrerenderCache(limits: .init(lifetime: .seconds(60)), now: now.read)
    cache.insert(entry(), token: "old")
    now.advance(.seconds(30))
    cache.insert(entry(), token: "young")
    now.advance(.seconds(31))
    #expect(cache.take("old", target: "/shelf") == nil)
    #expect(cache.take("young", target: "/shelf") != nil)
  }

  @Test func pastTheEntryCapTheOldestGo() {
    let cache = PrerenderCache(limits: .init(maxEntries: 3))
    for number in 1...5 { cache.insert(entry(), token: "page-\(number)") }
    #expect(cache.count == 3)
    #expect(cache.take("page-1", target: "/shelf") == nil)
    #expect(cache.take("page-2", target: "/shelf") == nil)
    #expect(cache.take("page-3", target: "/shelf") != nil)
    #expect(cache.take("page-5", target: "/shelf") != nil)
  }

  @Test func pastTheByteCapTheOldestGoAndAnOversizeEntryIsNotKept() {
    let cache = PrerenderCache(limits: .init(maxBytes: 1000))
    cache.insert(entry(bytes: 400), token: "a")
    cache.insert(entry(bytes: 400), token: "b")
    cache.insert(entry(bytes: 400), token: "c")
    #expect(cache.bytes == 800 && cache.count == 2)
    #expect(cache.take("a", target: "/shelf") == nil)
    cache.insert(entry(bytes: 1001), token: "huge")
    #expect(cache.take("huge", target: "/shelf") == nil)
    #expect(cache.count == 2 && cache.bytes == 800)
  }
}
