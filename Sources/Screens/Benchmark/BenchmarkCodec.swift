import Trellis

/// The Benchmark table's URL: `/benchmark?seed=42&next=1001&rows=1-1000&bang=1-991~10&selected=5`.
/// `rows` holds the ids in table order and `bang` the row id of each
/// " !!!", both as ``IntegerRuns``; parameters with their initial value are
/// left out, so the empty table is the bare path.
public struct BenchmarkCodec: StateCodec {
  /// Where the screen is served.
  public let path = "/benchmark"

  /// Creates the codec.
  public init() {}

  /// The URL of `state`; the empty table is the bare path.
  public func url(for state: Benchmark.State) -> StateURL {
    var query: [StateURL.Item] = []
    if let seed = state.seed { query.append(.init("seed", String(seed))) }
    if state.nextID != 1 { query.append(.init("next", String(state.nextID))) }
    if !state.rows.isEmpty { query.append(.init("rows", IntegerRuns.encode(state.rows.map(\.id)))) }
    let bangs = Self.bangIDs(state.rows)
    if !bangs.isEmpty { query.append(.init("bang", IntegerRuns.encodeMultiset(bangs))) }
    if let selected = state.selected { query.append(.init("selected", String(selected))) }
    return StateURL(path: path, query: query)
  }

  /// The table `url` holds, or why it holds none.
  public func state(from url: StateURL) throws(URLStateError) -> Benchmark.State {
    for item in url.query where !["seed", "next", "rows", "bang", "selected"].contains(item.name) {
      throw .malformed("unknown parameter “\(item.name)”")
    }
    let seed = try Self.number(url, "seed", in: 1...Benchmark.maxSeed)
    let next = try Self.number(url, "next", in: 1...Benchmark.maxID + 1)
    if url.value("rows").map({ !$0.isEmpty }) ?? false, seed == nil || next == nil {
      throw .invalid(
        "“rows” needs “seed” (the rows' words) and “next” (the next row id): \(Self.missing(seed, next))"
      )
    }
    let nextID = next ?? 1
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
    let updates = try Self.updates(url.value("bang") ?? "", ids: ids, nextID: nextID)
    let rows = zip(ids, updates).map { Benchmark.Row(id: $0, seed: seed, updates: $1) }
    let selected = try Self.number(url, "selected", in: 1...Benchmark.maxID)
    if let selected, !ids.contains(selected) {
      throw .invalid("the selected row \(selected) is not in the table")
    }
    return Benchmark.State(seed: seed, nextID: nextID, rows: rows, selected: selected)
  }

  /// Names the parameters missing beside `rows`.
  private static func missing(_ seed: Int?, _ next: Int?) -> String {
    let names = [seed == nil ? "“seed”" : nil, next == nil ? "“next”" : nil].compactMap { $0 }
    return names.joined(separator: " and ") + (names.count == 1 ? " is missing" : " are missing")
  }

  /// One row id per " !!!" (an id updated twice is listed twice). Ids,
  /// unlike positions, do not shift when rows are removed or swapped.
  static func bangIDs(_ rows: [Benchmark.Row]) -> [Int] {
    // A loop, not a `flatMap` of arrays: the URL is written after every change.
    var ids: [Int] = []
    for row in rows where row.updates > 0 {
      for _ in 0..<row.updates { ids.append(row.id) }
    }
    return ids
  }

  /// The update count of each of the rows `ids`, from `bang`.
  private static func updates(_ text: String, ids: [Int], nextID: Int) throws(URLStateError)
    -> [Int]
  {
    guard !text.isEmpty else { return Array(repeating: 0, count: ids.count) }
    var counts = Dictionary(uniqueKeysWithValues: ids.map { ($0, 0) })
    let bangs = try Self.runs(
      text, "bang", limit: ids.count * Benchmark.maxUpdates, maximum: nextID - 1)
    for id in bangs {
      guard let count = counts[id] else {
        throw .invalid("“bang” names row \(id), which is not in the table")
      }
      if count == Benchmark.maxUpdates {
        throw .invalid("row \(id) has more than \(Benchmark.maxUpdates) updates")
      }
      counts[id] = count + 1
    }
    return ids.map { counts[$0, default: 0] }
  }

  private static func runs(_ text: String, _ name: String, limit: Int, maximum: Int)
    throws(URLStateError) -> [Int]
  {
    do throws(IntegerRunsError) {
      return try IntegerRuns.decode(text, limit: limit, maximum: maximum)
    } catch {
      throw .invalid("“\(name)”: \(error.reason)")
    }
  }

  /// The integer parameter `name`, if present, within `range`.
  private static func number(_ url: StateURL, _ name: String, in range: ClosedRange<Int>)
    throws(URLStateError) -> Int?
  {
    guard let text = url.value(name) else { return nil }
    guard let value = Int(text, radix: 10) else {
      throw .invalid("“\(name)” must be an integer, not “\(text)”")
    }
    guard range.contains(value) else {
      throw .invalid("“\(name)” must be between \(range.lowerBound) and \(range.upperBound)")
    }
    return value
  }
}
