import Synchronization
import Trellis

/// The states of prerendered pages, kept until the page's socket joins: a
/// session adopts the state (and the environment that loaded it) instead
/// of rebuilding it from the URL, so the browser keeps the page it has and
/// nothing is loaded twice.
///
/// Entries are keyed by the page token the page carries and are single
/// use; they live at most ``Limits/lifetime``, and the oldest are evicted
/// past ``Limits/maxEntries`` or ``Limits/maxBytes`` (an entry weighs the
/// bytes of its rendered body, a proxy for the state behind it). A miss is
/// never an error: the session rebuilds the screen from its URL.
///
/// ```swift
/// let cache = PrerenderCache(limits: .init(lifetime: .seconds(30)))
/// let catalog = ScreenCatalog(screens, prerenders: cache)
/// ```
public final class PrerenderCache: Sendable {
  /// Bounds on what the cache holds.
  public struct Limits: Sendable {
    /// How long an entry waits for its socket.
    public var lifetime: Duration
    /// The most entries held.
    public var maxEntries: Int
    /// The most rendered bytes held, all entries together.
    public var maxBytes: Int

    /// Creates limits.
    public init(lifetime: Duration = .seconds(60), maxEntries: Int = 512, maxBytes: Int = 8 << 20) {
      self.lifetime = lifetime
      self.maxEntries = maxEntries
      self.maxBytes = maxBytes
    }
  }

  /// One prerendered page: the request it answered and what a session adopts.
  struct Entry: Sendable {
    /// The path and query of the request (route marks included).
    let target: String
    /// The state rendered, a `S.State`.
    let state: any Sendable
    /// The environment that loaded it, a `S.Environment`.
    let environment: any Sendable
    /// Where the environment's messages go once adopted.
    let relay: MessageRelay
    /// The rendered body's size.
    let bytes: Int
  }

  private struct Stored {
    let entry: Entry
    let created: ContinuousClock.Instant
  }

  private struct Storage {
    /// Entries by page token.
    var entries: [String: Stored] = [:]
    /// Tokens, oldest first (entries all live as long, so oldest = first to expire).
    var order: [String] = []
    var bytes = 0
  }

  /// The bounds.
  public let limits: Limits
  private let now: @Sendable () -> ContinuousClock.Instant
  private let storage = Mutex(Storage())

  /// Creates an empty cache; `now` is injectable for tests.
  public init(
    limits: Limits = Limits(),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
  ) {
    self.limits = limits
    self.now = now
  }

  /// How many entries wait for their socket.
  public var count: Int { storage.withLock { $0.entries.count } }

  /// The rendered bytes held.
  public var bytes: Int { storage.withLock { $0.bytes } }

  /// Files `entry` under the page token `token`.
  func insert(_ entry: Entry, token: String) {
    let stored = Stored(entry: entry, created: now())
    storage.withLock { insert(stored, token: token, into: &$0) }
  }

  /// Removes and returns the entry of `token` if it is still fresh and
  /// answered the request `target`; a mismatch consumes it too.
  func take(_ token: String, target: String) -> Entry? {
    let instant = now()
    return storage.withLock { storage in
      expire(&storage, at: instant)
      guard let stored = storage.entries.removeValue(forKey: token) else { return nil }
      storage.order.removeAll { $0 == token }
      storage.bytes -= stored.entry.bytes
      return stored.entry.target == target ? stored.entry : nil
    }
  }

  private func insert(_ stored: Stored, token: String, into storage: inout Storage) {
    expire(&storage, at: stored.created)
    guard stored.entry.bytes <= limits.maxBytes, limits.maxEntries > 0 else { return }
    if let old = storage.entries.removeValue(forKey: token) {
      storage.order.removeAll { $0 == token }
      storage.bytes -= old.entry.bytes
    }
    while storage.entries.count >= limits.maxEntries
      || storage.bytes + stored.entry.bytes > limits.maxBytes
    {
      evictOldest(&storage)
    }
    storage.entries[token] = stored
    storage.order.append(token)
    storage.bytes += stored.entry.bytes
  }

  private func expire(_ storage: inout Storage, at instant: ContinuousClock.Instant) {
    let deadline = instant.advanced(by: .zero - limits.lifetime)
    while let first = storage.order.first, let stored = storage.entries[first],
      stored.created <= deadline
    {
      evictOldest(&storage)
    }
  }

  private func evictOldest(_ storage: inout Storage) {
    guard !storage.order.isEmpty else { return }
    let token = storage.order.removeFirst()
    if let stored = storage.entries.removeValue(forKey: token) {
      storage.bytes -= stored.entry.bytes
    }
  }
}
