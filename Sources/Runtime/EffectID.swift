import ConcurrencyExtras

/// The identity of a running effect, used to cancel it. Build it from the
/// screen's own `Hashable` enum, never from strings.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  let base: AnyHashableSendable

  /// Wraps any hashable, sendable value.
  public init(_ base: some Hashable & Sendable) {
    self.base = AnyHashableSendable(base)
  }

  public var description: String { String(describing: base.base) }
}
