/// Deterministic dice (``SplitMix64``) seeded from a monster's id, so
/// generated names and portraits never change between runs.
struct MonsterDice: RandomNumberGenerator {
  private var generator: SplitMix64

  /// Dice for `id`; a different `salt` gives an independent sequence.
  init(id: Int, salt: UInt64 = 0) {
    generator = SplitMix64(seed: UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15 ^ salt)
  }

  mutating func next() -> UInt64 { generator.next() }

  /// One element of `options`.
  mutating func pick<T>(_ options: [T]) -> T {
    options[Int.random(in: 0..<options.count, using: &self)]
  }

  /// A number in `range`.
  mutating func roll(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
