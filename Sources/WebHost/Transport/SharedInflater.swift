import Synchronization
import Trellis

/// A raw inflater with a 15-bit window (any client's messages), lent to one
/// socket at a time by a small pool: a socket keeps none between messages
/// (an idle session stays small), and a message does not pay for zlib's
/// state and window, which a fresh inflater allocates.
final class SharedInflater: @unchecked Sendable {
  /// Used only by the one caller that took it from the pool.
  let inflater: Zlib.Inflater

  private init?() {
    guard let inflater = Zlib.Inflater(format: .raw(windowBits: 15)) else { return nil }
    self.inflater = inflater
  }

  /// At most as many as threads inflate at once on a small machine; more
  /// are made when needed and dropped when given back.
  private static let kept = 4
  private static let pool = Mutex<[SharedInflater]>([])

  /// An inflater from the pool, or a new one; `nil` when zlib cannot make one.
  static func take() -> SharedInflater? {
    pool.withLock { $0.popLast() } ?? SharedInflater()
  }

  /// Returns `inflater` to the pool (or drops it when the pool is full).
  static func giveBack(_ inflater: SharedInflater) {
    pool.withLock { if $0.count < kept { $0.append(inflater) } }
  }
}
