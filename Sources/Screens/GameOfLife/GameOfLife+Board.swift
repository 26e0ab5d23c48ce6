extension GameOfLife {
  /// The live cells of a square board of up to 64×64 cells whose edges wrap
  /// around (a torus): one bit per cell, one 64-bit word per row, bit `x` of
  /// row `y` for the cell at column `x`.
  ///
  /// ```swift
  /// var board = GameOfLife.Board(size: 8)
  /// board[1, 0] = true
  /// let next = board.next()
  /// ```
  public struct Board: Hashable, Sendable {
    /// The largest side: a row must fit in one 64-bit word.
    public static let maxSize = 64
    /// The smallest side.
    public static let minSize = 4

    /// The number of rows and of columns.
    public let size: Int
    /// One word per row; bits at and above `size` are always clear.
    public private(set) var rows: [UInt64]

    /// An empty board of `size`×`size` cells (`size` in 4…64).
    public init(size: Int = Board.maxSize) {
      precondition((Self.minSize...Self.maxSize).contains(size), "a board's side is 4…64 cells")
      self.size = size
      self.rows = Array(repeating: 0, count: size)
    }

    /// The cells whose bits are set in `rows` (extra rows and bits are dropped).
    public init(size: Int, rows: [UInt64]) {
      self.init(size: size)
      for y in 0..<min(size, rows.count) { self.rows[y] = rows[y] & mask }
    }

    /// The bits a row may use.
    var mask: UInt64 { size == 64 ? ~0 : (1 << UInt64(size)) - 1 }

    /// Whether the cell at column `x`, row `y` is alive; both must be on the board.
    public subscript(x: Int, y: Int) -> Bool {
      get { rows[y] >> UInt64(x) & 1 == 1 }
      set {
        if newValue { rows[y] |= 1 << UInt64(x) } else { rows[y] &= ~(1 << UInt64(x)) }
      }
    }

    /// The cell at `index` (`y * size + x`), row by row.
    public subscript(index: Int) -> Bool {
      get { self[index % size, index / size] }
      set { self[index % size, index / size] = newValue }
    }

    /// How many cells are alive.
    public var population: Int { rows.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Whether no cell is alive.
    public var isEmpty: Bool { rows.allSatisfy { $0 == 0 } }

    /// The next generation by Conway's rules (B3/S23), edges wrapping around.
    /// Neighbours are counted for a whole row at once with bitwise adders.
    public func next() -> Board {
      var result = Board(size: size)
      for y in 0..<size {
        let above = rows[(y + size - 1) % size]
        let here = rows[y]
        let below = rows[(y + 1) % size]
        // A three-bit counter per cell, in three bit planes (the count of 8 wraps to 0, which dies as it should).
        var ones: UInt64 = 0
        var twos: UInt64 = 0
        var fours: UInt64 = 0
        for word in [
          west(above), above, east(above), west(here), east(here), west(below), below,
          east(below),
        ] {
          let carry = ones & word
          ones ^= word
          let carry2 = twos & carry
          twos ^= carry
          fours ^= carry2
        }
        // Alive next: exactly three neighbours, or two and alive now.
        result.rows[y] = ~fours & twos & (ones | here) & mask
      }
      return result
    }

    /// Each cell's western neighbour moved onto it (column x − 1, wrapping).
    private func west(_ row: UInt64) -> UInt64 {
      (row << 1 | row >> UInt64(size - 1)) & mask
    }

    /// Each cell's eastern neighbour moved onto it (column x + 1, wrapping).
    private func east(_ row: UInt64) -> UInt64 {
      (row >> 1 | row << UInt64(size - 1)) & mask
    }
  }
}
