import ArgumentParser
import VDOM

/// `trellis-bench vdom`: render time, diff time and patch size for the
/// operations of js-framework-benchmark's keyed table.
struct VDOMBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vdom",
    abstract: "Render, diff and patch-size medians over js-framework-benchmark's keyed table."
  )

  @Option(name: .long, parsing: .upToNextOption, help: "Table sizes to measure.")
  var rows: [Int] = [1_000, 10_000]

  @Option(name: .long, help: "Runs per operation; medians are reported.")
  var iterations = 21

  @Option(name: .long, parsing: .upToNextOption, help: "Operations to measure (default: all).")
  var ops: [String] = []

  @Option(
    name: .long, help: "What a timing counts: wall (elapsed) or cpu (this thread's CPU time).")
  var clock: BenchmarkClock = .wall

  @Flag(
    name: .long,
    help: "Build rows lazily from what they show, in one lazy list, as the Benchmark screen does.")
  var memo = false

  @Flag(name: .long, help: "Build each row lazily through a `lazy` node of its own.")
  var lazyRows = false

  @Flag(
    name: .long,
    help: "Diff and render as unspecialised generic code, as a host without a ViewEngine would.")
  var unspecialized = false

  @Flag(
    name: .long, help: "Diff without keeping a handler index (the page's path, not a session's).")
  var noIndex = false

  @Flag(name: .long, help: "One JSON object per line instead of a table.")
  var json = false

  func validate() throws {
    let names = VDOMScenario.all.map(\.name) + [VDOMScenario.hold]
    for op in ops where !names.contains(op) {
      throw ValidationError("unknown operation '\(op)'; one of: \(names.joined(separator: ", "))")
    }
    guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
    guard !(memo && lazyRows) else {
      throw ValidationError("--memo and --lazy-rows exclude each other")
    }
    guard rows.allSatisfy({ $0 >= 999 }) else {
      throw ValidationError("--rows must be at least 999: the swap exchanges rows 1 and 998")
    }
  }

  func run() throws {
    let output = BenchmarkOutput(json: json)
    output.header()
    for count in rows {
      for scenario in VDOMScenario.all where ops.isEmpty || ops.contains(scenario.name) {
        output.row(measure(scenario, rows: count))
      }
      if ops.isEmpty || ops.contains(VDOMScenario.hold) {
        let bytes = treeBytes(rows: count)
        output.memoryRow(rows: count, treeBytes: bytes?.tree, indexBytes: bytes?.index)
      }
    }
  }

  /// The medians of the bytes a mounted table of `count` rows holds and of
  /// those its handler index adds (the rows' state is made beforehand, so
  /// it is not counted).
  private func treeBytes(rows count: Int) -> (tree: Int, index: Int)? {
    var trees: [Double] = []
    var indexes: [Double] = []
    for iteration in 0...iterations {
      var table = BenchmarkTable(seed: UInt64(iteration))
      table.laziness = memo ? .list : lazyRows ? .rows : .none
      table.rows = table.makeRows(count)
      var ids = HandlerIDs()
      guard let tree = bytesHeld(by: { mount(table.view(), ids: &ids) }),
        let both = bytesHeld(by: { () -> IndexedTree in
          var index = HandlerIndex<BenchmarkTable.Action>()
          let tree = mount(table.view(), ids: &ids, index: &index)
          return IndexedTree(tree: tree, index: index)
        })
      else { return nil }
      if iteration > 0 {
        trees.append(Double(tree))
        indexes.append(Double(both - tree))
      }
    }
    return (Int(median(trees)), Int(median(indexes)))
  }

  /// Runs one operation `iterations` times (after one warm-up run).
  private func measure(_ scenario: VDOMScenario, rows count: Int) -> BenchmarkResult {
    let engine: ViewEngine<BenchmarkTable.Action> =
      unspecialized ? unspecializedEngine() : ViewEngine()
    var render: [Double] = []
    var diffing: [Double] = []
    var viewing: [Double] = []
    var releasing: [Double] = []
    var encoding: [Double] = []
    var last = (bytes: 0, ops: 0, moves: 0)
    for iteration in 0...iterations {
      var table = BenchmarkTable(seed: UInt64(iteration))
      table.laziness = memo ? .list : lazyRows ? .rows : .none
      if !scenario.startsEmpty { table.rows = table.makeRows(count) }
      var ids = HandlerIDs()
      // A session's path: the handler index is kept by mount and diff.
      var index = HandlerIndex<BenchmarkTable.Action>()
      var old: Node<BenchmarkTable.Action>? = engine.mount(
        table.view(), ids: &ids, index: &index)
      scenario.change(&table, count)
      // The diff takes the new tree over, as a session's does with a fresh
      // view: a tree still shared with the caller is copied as it is mounted.
      let viewClock = Stopwatch(clock)
      var new: Node<BenchmarkTable.Action>? = table.view()
      let viewTime = viewClock.elapsedMilliseconds
      // The old tree is held until it is released on purpose below, so that
      // freeing it is timed apart from diffing.
      let stopwatch = Stopwatch(clock)
      var result: Diff<BenchmarkTable.Action>? =
        noIndex
        ? engine.diff(old!, new.take()!, ids: &ids)
        : engine.diff(old!, new.take()!, ids: &ids, index: &index)
      let diffTime = stopwatch.elapsedMilliseconds
      let tree = result!.tree
      let patches = result!.patches
      let moves = result!.moveCount
      let renderClock = Stopwatch(clock)
      let html = engine.render(tree)
      let renderTime = renderClock.elapsedMilliseconds
      let encodeClock = Stopwatch(clock)
      let bytes = PatchEncoder.encode(patches)
      let encodeTime = encodeClock.elapsedMilliseconds
      precondition(!html.isEmpty)
      // What a session frees after sending an update: the replaced tree
      // (all but the subtrees the new one kept) and the diff's result but
      // the new tree (its patches, and the new nodes an equal old one replaced).
      let releaseClock = Stopwatch(clock)
      old = nil
      result = nil
      let releaseTime = releaseClock.elapsedMilliseconds
      withExtendedLifetime(tree) {}
      guard iteration > 0 else { continue }
      viewing.append(viewTime)
      releasing.append(releaseTime)
      encoding.append(encodeTime)
      diffing.append(diffTime)
      render.append(renderTime)
      last = (bytes.count, patches.count, moves)
    }
    return BenchmarkResult(
      op: scenario.name, rows: count, renderMilliseconds: median(render),
      diffMilliseconds: median(diffing), viewMilliseconds: median(viewing),
      releaseMilliseconds: median(releasing), encodeMilliseconds: median(encoding),
      patchBytes: last.bytes, patchOps: last.ops, moves: last.moves)
  }
}

/// The engine of `Action` made in generic code that is never specialised:
/// the code a type-erased host runs without a specialised ``ViewEngine``.
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
func unspecializedEngine<Action: Sendable>() -> ViewEngine<Action> {
  ViewEngine()
}

/// One operation of the benchmark: how the table changes between two renders.
struct VDOMScenario: Sendable {
  var name: String
  /// Whether the table starts without rows.
  var startsEmpty = false
  /// Turns the table of `rows` rows into the next one.
  var change: @Sendable (_ table: inout BenchmarkTable, _ rows: Int) -> Void

  /// Not an operation: the bytes a mounted table holds.
  static let hold = "hold"

  static let all: [VDOMScenario] = [
    VDOMScenario(name: "create", startsEmpty: true) { $0.rows = $0.makeRows($1) },
    VDOMScenario(name: "replace all") { $0.rows = $0.makeRows($1) },
    VDOMScenario(name: "update every 10th") { table, _ in
      for index in stride(from: 0, to: table.rows.count, by: 10) {
        table.rows[index].label += " !!!"
      }
    },
    VDOMScenario(name: "select one") { table, _ in table.selected = table.rows[1].id },
    VDOMScenario(name: "swap two") { table, _ in table.rows.swapAt(1, 998) },
    VDOMScenario(name: "remove one") { table, _ in table.rows.remove(at: 1) },
    VDOMScenario(name: "append 1000") { table, _ in table.rows += table.makeRows(1_000) },
    VDOMScenario(name: "clear") { table, _ in table.rows = [] },
  ]

}

/// A mounted table and its handler index, held together while measured.
private struct IndexedTree {
  let tree: Node<BenchmarkTable.Action>
  let index: HandlerIndex<BenchmarkTable.Action>
}
