import Screens
import Synchronization
import Testing
import Trellis

/// The seed the tests' environment hands out.
private let seed = 42

/// The table's operations, driven exhaustively through `TestStore`.
@MainActor @Suite struct BenchmarkTests {
  func makeStore(_ state: Benchmark.State = .init())
    -> TestStore<Benchmark.State, Benchmark.Action, Benchmark.Environment>
  {
    TestStore(
      initialState: state, reducer: Benchmark().reducer,
      environment: Benchmark.Environment(newSeed: { seed }))
  }

  /// A table of `count` fresh rows, as the first `#run` makes it.
  func table(_ count: Int) -> Benchmark.State {
    Benchmark.State(
      seed: seed, nextID: count + 1,
      rows: (1...count).map { Benchmark.Row(id: $0, seed: seed) })
  }

  @Test func runCreatesAThousandRowsWithWordLabels() async {
    let store = makeStore()
    await store.send(.runTapped) {
      $0.seed = seed
      $0.nextID = 1_001
      $0.rows = (1...1_000).map { Benchmark.Row(id: $0, seed: seed) }
    }
    #expect(store.state.rows.map(\.id) == Array(1...1_000))
    for row in store.state.rows {
      let words = row.label.split(separator: " ").map(String.init)
      #expect(words.count == 3)
      #expect(BenchmarkWords.adjectives.contains(words[0]))
      #expect(BenchmarkWords.colours.contains(words[1]))
      #expect(BenchmarkWords.nouns.contains(words[2]))
    }
    // Drawn at random: far more than a handful of distinct labels.
    #expect(Set(store.state.rows.map(\.label)).count > 500)
    await store.finish()
  }

  @Test func aSecondRunContinuesTheIdsAndDropsTheSelection() async {
    var start = table(1_000)
    start.selected = 7
    let store = makeStore(start)
    await store.send(.runTapped) {
      $0.nextID = 2_001
      $0.rows = (1_001...2_000).map { Benchmark.Row(id: $0, seed: seed) }
      $0.selected = nil
    }
    await store.finish()
  }

  @Test func runLotsCreatesTenThousandRows() async {
    let store = makeStore(table(3))
    await store.send(.runLotsTapped) {
      $0.nextID = 10_004
      $0.rows = (4...10_003).map { Benchmark.Row(id: $0, seed: seed) }
    }
    await store.finish()
  }

  @Test func addAppendsAThousandRowsAndKeepsTheSelection() async {
    var start = table(1_000)
    start.selected = 3
    let store = makeStore(start)
    await store.send(.addTapped) {
      $0.nextID = 2_001
      $0.rows += (1_001...2_000).map { Benchmark.Row(id: $0, seed: seed) }
    }
    #expect(store.state.rows.count == 2_000)
    await store.finish()
  }

  @Test func addStopsAtTheRowLimit() async {
    let store = makeStore(table(Benchmark.maxRows - 10))
    await store.send(.addTapped) {
      $0.nextID = Benchmark.maxRows + 1
      $0.rows += (Benchmark.maxRows - 9...Benchmark.maxRows).map {
        Benchmark.Row(id: $0, seed: seed)
      }
    }
    await store.send(.addTapped)
    await store.finish()
  }

  @Test func updateAppendsToEveryTenthLabel() async {
    let store = makeStore(table(25))
    await store.send(.updateTapped) {
      for index in [0, 10, 20] {
        $0.rows[index].updates = 1
        $0.rows[index].label += " !!!"
      }
    }
    await store.send(.updateTapped) {
      for index in [0, 10, 20] {
        $0.rows[index].updates = 2
        $0.rows[index].label += " !!!"
      }
    }
    #expect(store.state.rows[10].label.hasSuffix(" !!! !!!"))
    #expect(!store.state.rows[11].label.hasSuffix("!!!"))
    await store.finish()
  }

  @Test func clearEmptiesTheTableButNotTheIds() async {
    var start = table(1_000)
    start.selected = 9
    let store = makeStore(start)
    await store.send(.clearTapped) {
      $0.rows = []
      $0.selected = nil
    }
    await store.send(.runTapped) {
      $0.nextID = 2_001
      $0.rows = (1_001...2_000).map { Benchmark.Row(id: $0, seed: seed) }
    }
    await store.finish()
  }

  @Test func swapExchangesTheSecondAndTheNineHundredNinetyNinthRows() async {
    let start = table(1_000)
    let store = makeStore(start)
    await store.send(.swapRowsTapped) {
      $0.rows[1] = start.rows[998]
      $0.rows[998] = start.rows[1]
    }
    #expect(store.state.rows[1].id == 999)
    #expect(store.state.rows[998].id == 2)
    await store.send(.swapRowsTapped) { $0.rows = start.rows }
    await store.finish()
  }

  @Test func swapDoesNothingWithFewerThan999Rows() async {
    let store = makeStore(table(998))
    await store.send(.swapRowsTapped)
    await store.finish()
  }

  @Test func aLabelSelectsItsRow() async {
    let store = makeStore(table(10))
    await store.send(.labelTapped(4)) { $0.selected = 4 }
    await store.send(.labelTapped(9)) { $0.selected = 9 }
    // A row that is not there (a stale click) selects nothing.
    await store.send(.labelTapped(11))
    await store.finish()
  }

  @Test func removeDeletesTheRowAndItsSelection() async {
    var start = table(10)
    start.selected = 5
    let store = makeStore(start)
    await store.send(.removeTapped(2)) { $0.rows.remove(at: 1) }
    await store.send(.removeTapped(5)) {
      $0.rows.removeAll { $0.id == 5 }
      $0.selected = nil
    }
    await store.send(.removeTapped(5))
    #expect(store.state.rows.map(\.id) == [1, 3, 4, 6, 7, 8, 9, 10])
    await store.finish()
  }

  @Test func theSeedIsChosenOnceByTheEnvironment() async {
    let seeds = LockedCounter()
    let store = TestStore(
      initialState: Benchmark.State(), reducer: Benchmark().reducer,
      environment: Benchmark.Environment(newSeed: { seeds.next() }))
    await store.send(.runTapped) {
      $0.seed = 1
      $0.nextID = 1_001
      $0.rows = (1...1_000).map { Benchmark.Row(id: $0, seed: 1) }
    }
    await store.send(.clearTapped) { $0.rows = [] }
    await store.send(.addTapped) {
      $0.nextID = 2_001
      $0.rows = (1_001...2_000).map { Benchmark.Row(id: $0, seed: 1) }
    }
    #expect(seeds.next() == 2)
    await store.finish()
  }

  @Test func labelsDependOnTheSeedAndTheIdOnly() {
    #expect(Benchmark.Row(id: 5, seed: 1).label == Benchmark.Row(id: 5, seed: 1).label)
    let bySeed = Set((1...50).map { Benchmark.Row(id: 5, seed: $0).label })
    #expect(bySeed.count > 10)
    #expect(Benchmark.Row(id: 5, seed: 1, updates: 2).label.hasSuffix(" !!! !!!"))
  }
}

/// Counts the seeds asked for, from any concurrency domain.
final class LockedCounter: Sendable {
  private let value = Mutex(0)
  func next() -> Int {
    value.withLock {
      $0 += 1
      return $0
    }
  }
}
