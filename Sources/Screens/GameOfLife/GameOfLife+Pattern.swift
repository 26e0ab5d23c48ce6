extension GameOfLife {
  /// The named patterns a board can be loaded with.
  public enum Pattern: String, CaseIterable, Codable, Sendable {
    /// The smallest spaceship: moves one cell diagonally every 4 generations.
    case glider
    /// Three cells in a row: an oscillator of period 2.
    case blinker
    /// A large oscillator of period 3.
    case pulsar
    /// Gosper's glider gun: emits a glider every 30 generations.
    case gliderGun = "glider-gun"
    /// About a third of the cells alive, drawn from a seeded generator.
    case random

    /// The button's label.
    public var label: String {
      switch self {
      case .glider: "Glider"
      case .blinker: "Blinker"
      case .pulsar: "Pulsar"
      case .gliderGun: "Glider gun"
      case .random: "Random"
      }
    }

    /// The pattern on an empty board of `size`; `seed` only matters for ``random``.
    public func board(size: Int, seed: UInt64 = 1) -> Board {
      switch self {
      case .glider: Self.place("bo-2bo-3o", width: 3, height: 3, on: size, at: (1, 1))
      case .blinker: Self.place("3o", width: 3, height: 1, on: size, at: nil)
      case .pulsar:
        Self.place(
          "2b3o3b3o2-o4bobo4bo-o4bobo4bo-o4bobo4bo-2b3o3b3o2-2b3o3b3o-o4bobo4bo-o4bobo4bo-o4bobo4bo2-2b3o3b3o",
          width: 13, height: 13, on: size, at: nil)
      case .gliderGun:
        Self.place(
          "24bo-22bobo-12b2o6b2o12b2o-11bo3bo4b2o12b2o-2o8bo5bo3b2o-2o8bo3bob2o4bobo-10bo5bo7bo-11bo3bo-12b2o",
          width: 36, height: 9, on: size, at: (1, 1))
      case .random: Self.random(size: size, seed: seed)
      }
    }

    /// Reads a pattern of `width`×`height` and puts it at `origin` (centred when nil).
    private static func place(
      _ rle: String, width: Int, height: Int, on size: Int, at origin: (x: Int, y: Int)?
    ) -> Board {
      // The patterns above are valid by construction; a bad one is a programming error.
      guard let pattern = try? Board(size: Board.maxSize, rle: rle) else {
        preconditionFailure("a built-in pattern does not parse: \(rle)")
      }
      let left = origin?.x ?? max(0, (size - width) / 2)
      let top = origin?.y ?? max(0, (size - height) / 2)
      var board = Board(size: size)
      for y in 0..<height where top + y < size {
        for x in 0..<width where left + x < size && pattern[x, y] {
          board[left + x, top + y] = true
        }
      }
      return board
    }

    /// A third of the cells alive on average, the same for the same seed.
    private static func random(size: Int, seed: UInt64) -> Board {
      var generator = SplitMix64(seed: seed)
      var board = Board(size: size)
      for index in 0..<(size * size) {
        board[index] = generator.next() % 3 == 0
      }
      return board
    }
  }
}
