import Synchronization

extension BabyAlbum {
  /// Where the album's randomness comes from: the system's generator live,
  /// a seeded one in tests (the same seed, the same photos).
  ///
  /// ```swift
  /// let random = BabyAlbum.RandomSource.seeded(42)
  /// random.int(below: 11)  // 0…10, the same for every run
  /// ```
  public struct RandomSource: Sendable {
    private let draw: @Sendable (_ bound: Int) -> Int

    /// A source answering with `draw`, which returns a value in `0..<bound`.
    public init(_ draw: @escaping @Sendable (_ bound: Int) -> Int) { self.draw = draw }

    /// The system's random number generator.
    public static let system = RandomSource { Int.random(in: 0..<$0) }

    /// A deterministic generator (SplitMix64) started at `seed`.
    public static func seeded(_ seed: UInt64) -> RandomSource {
      let generator = SharedGenerator(SplitMix64(seed: seed))
      return RandomSource { bound in Int(generator.next() % UInt64(bound)) }
    }

    /// A value in `0..<bound` (`bound` ≥ 1); an out-of-range answer is clamped.
    public func int(below bound: Int) -> Int {
      min(max(draw(bound), 0), bound - 1)
    }
  }

  /// One generator shared by the calls of a ``RandomSource`` closure.
  private final class SharedGenerator: Sendable {
    private let generator: Mutex<SplitMix64>

    init(_ generator: SplitMix64) { self.generator = Mutex(generator) }

    func next() -> UInt64 { generator.withLock { $0.next() } }
  }
}
