import Trellis

/// js-framework-benchmark's keyed table, with exactly its DOM contract: the
/// buttons `#run` (1,000 new rows), `#runlots` (10,000), `#add` (append
/// 1,000), `#update` (" !!!" after every 10th label), `#clear` and
/// `#swaprows` (rows 1 and 998, from 0, when there are at least 999), and
/// rows `tbody#tbody > tr > td.col-md-1 + td.col-md-4 > a.lbl + td.col-md-1 >
/// a.remove`; a label selects its row (`tr.danger`), a remove link deletes it.
///
/// **Labels.** Ids grow across creates, as in the original. A row's label is
/// drawn by a ``SplitMix64`` seeded with the table's seed and the row's id,
/// plus one " !!!" per update that reached it. The seed comes from the
/// environment the first time rows are created (random live, fixed in tests)
/// and then stays in the state, so a label depends only on the seed, the id
/// and the row's update count.
///
/// **URL.** The state itself, compactly, not the clicks that led to it (a log
/// of clicks would grow with every click): the seed, the next id, the row
/// ids in order and the updated rows, both as ``IntegerRuns``,
/// and the selected id. For example, 1,000 rows with rows 1 and 998 swapped,
/// every 10th row updated and row 5 selected:
/// `/benchmark?seed=42&next=1001&rows=1.999.3-998.2.1000&bang=1-991~10&selected=5`.
/// `bang` is the multiset of updated row ids, one entry per " !!!" (an id
/// updated twice appears twice), cut into the longest progressions first.
/// What keeps it short is that the operations make long runs: a create is
/// one run, a swap adds at most four tokens, a removal splits one run, an
/// update is one progression per stretch between removals; and ids, unlike
/// positions, do not move when rows are removed, so earlier updates stay
/// one progression each. The size grows with the clicks that fragment the
/// table, not with the rows: hundreds of them fit the host's 8 KiB URL
/// bound; a state past it is refused on reload with the 400 page naming the
/// size (the live session keeps working). Clicks replace the URL (no
/// history entry per click).
///
/// Limits: at most ``maxRows`` rows (a create or add beyond it adds what
/// fits), ids up to ``maxID``, ``maxUpdates`` " !!!" per label. The screen
/// reads no failure names (`_fail`): it has no repository.
public struct Benchmark: Screen, Titled {
  /// One row of the table.
  public struct Row: Codable, Equatable, Sendable {
    /// The row's id, shown in its first cell and used as its key.
    public var id: Int
    /// How many updates appended " !!!" to the label.
    public var updates: Int
    /// The label: the seeded words plus one " !!!" per update.
    public var label: String

    /// The row `id` of a table seeded with `seed`, updated `updates` times.
    public init(id: Int, seed: Int, updates: Int = 0) {
      self.id = id
      self.updates = updates
      var generator = SplitMix64(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D ^ UInt64(id))
      label = BenchmarkWords.label(using: &generator, updates: updates)
    }
  }

  /// The table.
  public struct State: Codable, Equatable, Sendable {
    /// The seed of the labels; `nil` until rows are first created.
    public var seed: Int?
    /// The id the next created row gets.
    public var nextID: Int
    /// The rows, in table order.
    public var rows: [Row]
    /// The id of the selected row.
    public var selected: Int?

    /// Creates a table.
    public init(seed: Int? = nil, nextID: Int = 1, rows: [Row] = [], selected: Int? = nil) {
      self.seed = seed
      self.nextID = nextID
      self.rows = rows
      self.selected = selected
    }
  }

  /// The buttons and the links of each row.
  public enum Action: Equatable, Sendable {
    /// `#run`: replace the rows with 1,000 new ones.
    case runTapped
    /// `#runlots`: replace the rows with 10,000 new ones.
    case runLotsTapped
    /// `#add`: append 1,000 new rows.
    case addTapped
    /// `#update`: append " !!!" to the label of every 10th row.
    case updateTapped
    /// `#clear`: remove every row.
    case clearTapped
    /// `#swaprows`: swap the rows at positions 1 and 998.
    case swapRowsTapped
    /// The label of the row with this id.
    case labelTapped(Int)
    /// The remove link of the row with this id.
    case removeTapped(Int)
  }

  /// Where the labels' seed comes from.
  public struct Environment: Sendable {
    /// Makes the seed of a table's first rows (in `1...Benchmark.maxSeed`).
    public var newSeed: @Sendable () -> Int
    /// Creates an environment.
    public init(newSeed: @escaping @Sendable () -> Int) { self.newSeed = newSeed }
  }

  /// The most rows a table holds: js-framework-benchmark's largest table
  /// (10,000 rows and 1,000 appended). It bounds what a short URL such as
  /// `rows=1-11000` costs a session (a little over half of what the
  /// 20,000 rows allowed before cost).
  public static let maxRows = 11_000
  /// The largest row id.
  public static let maxID = 999_999_999
  /// The largest seed.
  public static let maxSeed = 999_999_999
  /// The most " !!!" a label takes.
  public static let maxUpdates = 100

  /// The screen's stable name.
  public static let name = "benchmark"

  /// The table's URL (see the type's documentation).
  public let codec = BenchmarkCodec()

  /// Creates the screen.
  public init() {}

  /// A random seed for the first rows.
  public func makeEnvironment(_ context: ScreenContext) -> Environment {
    Environment(newSeed: { Int.random(in: 1...Benchmark.maxSeed) })
  }

  /// Applies one click to the table; nothing runs afterwards.
  public func reduce(_ state: inout State, _ action: Action, _ environment: Environment)
    -> Effect<Action>
  {
    switch action {
    case .runTapped:
      state.replaceRows(count: 1_000, environment)
    case .runLotsTapped:
      state.replaceRows(count: 10_000, environment)
    case .addTapped:
      state.rows += state.makeRows(1_000, environment)
    case .updateTapped:
      state.updateEveryTenthRow()
    case .clearTapped:
      state.rows = []
      state.selected = nil
    case .swapRowsTapped:
      if state.rows.count > 998 { state.rows.swapAt(1, 998) }
    case .labelTapped(let id):
      if state.rows.contains(where: { $0.id == id }) { state.selected = id }
    case .removeTapped(let id):
      state.rows.removeAll { $0.id == id }
      if state.selected == id { state.selected = nil }
    }
    return .none
  }

  /// "Benchmark: 1000 rows".
  public func title(_ state: State) -> String {
    "Benchmark: \(state.rows.count) rows"
  }
}
