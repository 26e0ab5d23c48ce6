extension Benchmark.State {
  /// Replaces the rows with `count` new ones and forgets the selection.
  mutating func replaceRows(count: Int, _ environment: Benchmark.Environment) {
    rows = []
    selected = nil
    rows = makeRows(count, environment)
  }

  /// Up to `count` new rows with the next ids: fewer when the table or the
  /// ids would pass their bounds. Chooses the seed on the first call.
  mutating func makeRows(_ count: Int, _ environment: Benchmark.Environment) -> [Benchmark.Row] {
    let count = min(count, Benchmark.maxRows - rows.count, Benchmark.maxID + 1 - nextID)
    guard count > 0 else { return [] }
    let seed = self.seed ?? min(max(environment.newSeed(), 1), Benchmark.maxSeed)
    self.seed = seed
    let first = nextID
    nextID += count
    return (first..<first + count).map { Benchmark.Row(id: $0, seed: seed) }
  }

  /// Appends " !!!" to the labels at positions 0, 10, 20, … (a label that has
  /// `Benchmark.maxUpdates` already is left alone).
  mutating func updateEveryTenthRow() {
    for index in stride(from: 0, to: rows.count, by: 10)
    where rows[index].updates < Benchmark.maxUpdates {
      rows[index].updates += 1
      rows[index].label += " !!!"
    }
  }
}
