import CasePaths
import Testing

@testable import Runtime

@Suite struct ReducerForEachTests {
  struct Board: Equatable, Sendable {
    var counters: [Counter]
  }

  @CasePathable
  enum BoardAction: Equatable, Sendable {
    case counter(id: Int, action: CounterAction)
  }

  let reports = IgnoredReports<Board, BoardAction>()

  var board: Reducer<Board, BoardAction, CounterEnvironment> {
    Reducer.empty.forEach(\.counters, action: \.counter, onIgnored: reports.hook) {
      counterReducer
    }
  }

  let start = Board(counters: [Counter(id: 10), Counter(id: 20, count: 5), Counter(id: 30)])

  @Test func actionReachesTheElementWithItsID() {
    var state = start
    _ = board(&state, .counter(id: 20, action: .plusTapped), CounterEnvironment())
    _ = board(&state, .counter(id: 30, action: .plusTapped), CounterEnvironment())
    #expect(state.counters.map(\.count) == [0, 6, 1])
    #expect(reports.all.isEmpty)
  }

  @Test func elementEffectsAreTaggedWithTheElementID() async {
    var state = start
    let effect = board(&state, .counter(id: 10, action: .laterTapped), CounterEnvironment())
    #expect(await effect.actions() == [.counter(id: 10, action: .tick)])
  }

  @Test func cancellationIDsBelongToOneElement() {
    var state = start
    let environment = CounterEnvironment()
    let tenStarts = board(&state, .counter(id: 10, action: .laterTapped), environment).runIDs
    let twentyStarts = board(&state, .counter(id: 20, action: .laterTapped), environment).runIDs
    let tenCancels = board(&state, .counter(id: 10, action: .cancelTapped), environment)
      .cancelledIDs
    #expect(tenStarts.count == 1)
    #expect(tenStarts != twentyStarts)
    #expect(tenCancels == tenStarts.compactMap { $0 })
  }

  @Test func actionForAMissingIDIsIgnoredAndReported() throws {
    var state = start
    let effect = board(&state, .counter(id: 99, action: .plusTapped), CounterEnvironment())
    #expect(state == start)
    #expect(effect.isNone)
    let report = try #require(reports.all.first)
    #expect(report.reason == .missingElement(id: "99"))
    #expect(report.action == .counter(id: 99, action: .plusTapped))
    #expect(report.state == start)
  }

  @Test func theParentRunsAfterTheElementAndSeesItChanged() {
    let totals = Reducer<Board, BoardAction, CounterEnvironment> { state, action, _ in
      // The parent reacts to an element's action once the element changed.
      if case .counter(let id, .plusTapped) = action,
        let index = state.counters.firstIndex(where: { $0.id == id }),
        state.counters[index].count >= 2
      {
        state.counters.remove(at: index)
      }
      return .none
    }
    .forEach(\.counters, action: \.counter) { counterReducer }
    var state = start
    _ = totals(&state, .counter(id: 10, action: .plusTapped), CounterEnvironment())
    #expect(state.counters.map(\.id) == [10, 20, 30])
    _ = totals(&state, .counter(id: 10, action: .plusTapped), CounterEnvironment())
    #expect(state.counters.map(\.id) == [20, 30])
  }
}
