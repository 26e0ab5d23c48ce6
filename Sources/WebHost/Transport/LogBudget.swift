import Synchronization

/// How much one source of trouble (a socket, the refusals of a server) may
/// write to the log: a burst, then a trickle, so a misbehaving client
/// cannot fill the disk. Lines held back are counted and the count rides
/// on the next line let through.
final class LogBudget: Sendable {
  private struct State {
    var bucket: TokenBucket
    var suppressed = 0
  }

  private let state: Mutex<State>
  private let now: @Sendable () -> ContinuousClock.Instant

  /// `burst` lines at once, then `perSecond`.
  init(
    burst: Int = 10, perSecond: Double = 0.2,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
  ) {
    state = Mutex(State(bucket: TokenBucket(capacity: burst, perSecond: perSecond)))
    self.now = now
  }

  /// Whether a line may be written now; when it may, how many were held
  /// back since the last one (as log metadata, `nil` when none were).
  func take() -> (allowed: Bool, suppressed: Int) {
    let instant = now()
    return state.withLock { state in
      guard state.bucket.take(at: instant) else {
        state.suppressed += 1
        return (false, 0)
      }
      defer { state.suppressed = 0 }
      return (true, state.suppressed)
    }
  }
}

/// Text from a client made safe for one log line.
enum LogText {
  /// `text` with control characters (line breaks included) written as
  /// escapes, and cut to `limit` characters: a field cannot start a forged
  /// line or flood one.
  static func escaped(_ text: String, limit: Int = 200) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        result += "…"
        break
      }
      count += 1
      switch scalar.value {
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0x5C: result += "\\\\"
      case 0...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
