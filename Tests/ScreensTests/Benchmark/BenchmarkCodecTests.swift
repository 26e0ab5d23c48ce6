import Screens
import Testing
import Trellis

/// The Benchmark URL: readable for the usual states, exact for every
/// reachable one, and strict with what a person might type.
@Suite struct BenchmarkCodecTests {
  let screen = Benchmark()
  var codec: BenchmarkCodec { screen.codec }

  func roundTrip(_ state: Benchmark.State) throws -> Benchmark.State {
    try codec.state(from: StateURL(parsing: codec.url(for: state).target))
  }

  func apply(_ actions: [Benchmark.Action], to state: Benchmark.State = .init(), seed: Int = 42)
    -> Benchmark.State
  {
    let environment = Benchmark.Environment(newSeed: { seed })
    var state = state
    for action in actions { _ = screen.reduce(&state, action, environment) }
    return state
  }

  @Test func theEmptyTableIsTheBarePath() throws {
    #expect(codec.url(for: .init()).target == "/benchmark")
    #expect(screen.initialState == Benchmark.State())
  }

  @Test func aSwappedUpdatedSelectedTableReadsWell() throws {
    let state = apply([.runTapped, .swapRowsTapped, .updateTapped, .labelTapped(5)])
    let target = codec.url(for: state).target
    #expect(
      target == "/benchmark?seed=42&next=1001&rows=1.999.3-998.2.1000&bang=1-991~10&selected=5")
    #expect(try roundTrip(state) == state)
  }

  @Test func clearedTablesKeepTheirNextId() throws {
    let state = apply([.runTapped, .clearTapped])
    #expect(codec.url(for: state).target == "/benchmark?seed=42&next=1001")
    #expect(try roundTrip(state) == state)
    #expect(try roundTrip(apply([.runTapped], to: state)) == apply([.runTapped], to: state))
  }

  @Test func repeatedUpdatesAreLayers() throws {
    let state = apply([.runTapped, .updateTapped, .removeTapped(2), .updateTapped, .updateTapped])
    let target = codec.url(for: state).target
    #expect(target.contains("bang="))
    #expect(try roundTrip(state) == state)
  }

  /// Random sessions of clicks: every state on the way has a URL within the
  /// host's bound that rebuilds exactly that state.
  @Test(arguments: 1...12)
  func everyReachableStateRebuildsFromItsURL(session: Int) throws {
    var generator = SplitMix64(seed: UInt64(session))
    let environment = Benchmark.Environment(newSeed: { 1_000 + session })
    var state = Benchmark.State()
    var longest = 0
    for _ in 0..<60 {
      let action = randomAction(state, &generator)
      _ = screen.reduce(&state, action, environment)
      let target = codec.url(for: state).target
      longest = max(longest, target.utf8.count)
      #expect(try roundTrip(state) == state, "after \(action): \(target)")
    }
    #expect(longest <= URLLimits.standard.maxTargetBytes)
  }

  /// Mostly the fragmenting clicks (remove, select, swap, update).
  func randomAction(_ state: Benchmark.State, _ generator: inout SplitMix64) -> Benchmark.Action {
    let roll = generator.next() % 100
    let someRow =
      state.rows.isEmpty ? 1 : state.rows[Int(generator.next() % UInt64(state.rows.count))].id
    switch roll {
    case 0..<4: return .runTapped
    case 4..<6: return .runLotsTapped
    case 6..<10: return .addTapped
    case 10..<12: return .clearTapped
    case 12..<25: return .updateTapped
    case 25..<40: return .swapRowsTapped
    case 40..<55: return .labelTapped(someRow)
    default: return .removeTapped(someRow)
    }
  }

  @Test(arguments: [
    ("/benchmark?colour=red", "unknown parameter"),
    ("/benchmark?next=5", "“seed” is needed"),
    ("/benchmark?seed=0", "“seed” must be between"),
    ("/benchmark?seed=x", "“seed” must be an integer"),
    ("/benchmark?seed=1&next=11&rows=1-11", "goes past 10"),
    ("/benchmark?seed=1&next=11&rows=0-3", "row ids start at 1"),
    ("/benchmark?seed=1&next=11&rows=1-5.3", "appears twice"),
    ("/benchmark?seed=1&next=11&rows=1-5&bang=6", "not in the table"),
    ("/benchmark?seed=1&next=11&rows=1-5&bang=11", "goes past 10"),
    ("/benchmark?seed=1&next=11&rows=1-5&selected=7", "not in the table"),
    ("/benchmark?seed=1&next=1000000&rows=1-999999", "more than 11000"),
    ("/benchmark?seed=1&next=20001&rows=1-20000", "more than 11000"),
    ("/benchmark?rows=1-20", "“seed” and “next” are missing"),
    ("/benchmark?seed=1&rows=1-20", "“next” is missing"),
    (
      "/benchmark?seed=1&next=3&rows=1-2&bang=\(Array(repeating: "1", count: 101).joined(separator: "."))",
      "more than 100 updates"
    ),
    ("/benchmark?selected=1", "empty table"),
  ])
  func badURLsAreRefusedWithAReason(_ target: String, _ reason: String) throws {
    let url = try StateURL(parsing: target)
    do throws(URLStateError) {
      _ = try codec.state(from: url)
      Issue.record("\(target) was accepted")
    } catch {
      #expect(error.message.contains(reason), "\(error.message)")
    }
  }
}
