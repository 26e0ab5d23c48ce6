import Trellis

/// The Benchmark table's URL: `/benchmark?seed=42&next=1001&rows=1-1000&bang=0-990~10&selected=5`.
/// `rows` holds the ids in table order and `bang` the position of each
/// " !!!", both as ``IntegerRuns``; parameters with their initial value are
/// left out, so the empty table is the bare path.
public struct BenchmarkCodec: StateCodec {
  public let path = "/benchmark"

  /// Creates the codec.
  public init() {}

  public func url(for state: Benchmark.State) -> StateURL {
    var query: [StateURL.Item] = []
    if let seed = state.seed { query.append(.init("seed", String(seed))) }
    if state.nextID != 1 { query.append(.init("next", String(state.nextID))) }
    if !state.rows.isEmpty { query.append(.init("rows", IntegerRuns.encode(state.rows.map(\.id)))) }
    let bangs = Self.bangPositions(state.rows)
    if !bangs.isEmpty { query.append(.init("bang", IntegerRuns.encode(bangs))) }
    if let selected = state.selected { query.append(.init("selected", String(selected))) }
    return StateURL(path: path, query: query)
  }

  public func state(from url: StateURL) throws(URLStateError) -> Benchmark.State {
    for item in url.query where !["seed", "next", "rows", "bang", "selected"].contains(item.name) {
      throw .malformed("unknown parameter “\(item.name)”")
    }
    let seed = try url.value("seed").map { text throws(URLStateError) in
      try Self.number(text, "seed", in: 1...Benchmark.maxSeed)
    }
    let nextID =
      try url.value("next").map { text throws(URLStateError) in
        try Self.number(text, "next", in: 1...Benchmark.maxID + 1)
      } ?? 1
    let ids = try Self.runs(
      url.value("rows") ?? "", "rows", limit: Benchmark.maxRows, maximum: nextID - 1)
    if ids.contains(0) { throw .invalid("row ids start at 1") }
    if Set(ids).count != ids.count { throw .invalid("a row id appears twice in “rows”") }
    guard let seed else {
      if nextID != 1 { throw .invalid("“seed” is needed once rows were created") }
      if url.value("bang") != nil || url.value("selected") != nil {
        throw .invalid("an empty table has no “bang” or “selected”")
      }
      return Benchmark.State()
    }
    let updates = try Self.updates(url.value("bang") ?? "", rows: ids.count)
    let rows = zip(ids, updates).map { Benchmark.Row(id: $0, seed: seed, updates: $1) }
    let selected = try url.value("selected").map { text throws(URLStateError) in
      try Self.number(text, "selected", in: 1...Benchmark.maxID)
    }
    if let selected, !ids.contains(selected) {
      throw .invalid("the selected row \(selected) is not in the table")
    }
    return Benchmark.State(seed: seed, nextID: nextID, rows: rows, selected: selected)
  }

  /// One position per " !!!", layer by layer: first every row with at least
  /// one, then every row with at least two, … — each layer makes long runs.
  static func bangPositions(_ rows: [Benchmark.Row]) -> [Int] {
    var positions: [Int] = []
    var layer = 1
    var remaining = rows.indices.filter { rows[$0].updates >= layer }
    while !remaining.isEmpty {
      positions += remaining
      layer += 1
      remaining = remaining.filter { rows[$0].updates >= layer }
    }
    return positions
  }

  /// The update count of each of `rows` positions, from `bang`.
  private static func updates(_ text: String, rows: Int) throws(URLStateError) -> [Int] {
    var updates = Array(repeating: 0, count: rows)
    guard rows > 0 || text.isEmpty else { throw .invalid("“bang” names rows of an empty table") }
    let positions = try Self.runs(
      text, "bang", limit: rows * Benchmark.maxUpdates, maximum: max(rows - 1, 0))
    for position in positions {
      updates[position] += 1
      if updates[position] > Benchmark.maxUpdates {
        throw .invalid("row \(position) has more than \(Benchmark.maxUpdates) updates")
      }
    }
    return updates
  }

  private static func runs(_ text: String, _ name: String, limit: Int, maximum: Int)
    throws(URLStateError) -> [Int]
  {
    do {
      return try IntegerRuns.decode(text, limit: limit, maximum: maximum)
    } catch {
      throw .invalid("“\(name)”: \(error.reason)")
    }
  }

  private static func number(_ text: String, _ name: String, in range: ClosedRange<Int>)
    throws(URLStateError) -> Int
  {
    guard let value = Int(text, radix: 10) else {
      throw .invalid("“\(name)” must be an integer, not “\(text)”")
    }
    guard range.contains(value) else {
      throw .invalid("“\(name)” must be between \(range.lowerBound) and \(range.upperBound)")
    }
    return value
  }
}
