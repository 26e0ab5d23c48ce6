/// A named queue that effects may join, with a policy for how many of them
/// run at once and what happens to the rest.
///
/// ```swift
/// enum Queue: Hashable, Sendable { case downloads }
/// return .run(queue: EffectQueue(Queue.downloads, policy: .newest(1))) { send in … }
/// ```
public struct EffectQueue: Hashable, Sendable {
  /// The queue's identity; effects with the same id share one queue.
  public var id: EffectID
  /// How many effects run at once and what happens to the others.
  public var policy: Policy
  /// A pause between the end of one effect's start and the next one's start.
  public var delay: Duration

  /// Creates a queue.
  public init(_ id: some Hashable & Sendable, policy: Policy = .runAll, delay: Duration = .zero) {
    self.id = EffectID(id)
    self.policy = policy
    self.delay = delay
  }

  /// What a queue does with a new effect.
  public enum Policy: Hashable, Sendable {
    /// Every effect runs at once (the default).
    case runAll
    /// At most `n` run; a new effect cancels the oldest running one.
    case newest(Int)
    /// At most `n` run; a new effect beyond them is discarded.
    case oldestDiscardingNew(Int)
    /// At most `n` run; a new effect beyond them waits for a free slot.
    case oldestSuspendingNew(Int)
  }
}
