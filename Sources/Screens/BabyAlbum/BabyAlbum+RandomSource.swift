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
      let generator = SplitMix64(seed)
      return RandomSource { bound in Int(generator.next() % UInt64(bound)) }
    }

    /// A value in `0..<bound` (`bound` ≥ 1); an out-of-range answer is clamped.
    public func int(below bound: Int) -> Int {
      min(max(draw(bound), 0), bound - 1)
    }
  }

  /// SplitMix64: a tiny, well-mixed generator whose state is one number.
  private final class SplitMix64: Sendable {
    private let state: Mutex<UInt64>

    init(_ seed: UInt64) { state = Mutex(seed) }

    func next() -> UInt64 {
      state.withLock { state in
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
      }
    }
  }
}
