import CasePaths
import Testing

@testable import Runtime

@Suite struct ReducerIfLetTests {
  struct Page: Equatable, Sendable {
    var counter: Counter?
    var closed = 0
  }

  @CasePathable
  enum PageAction: Equatable, Sendable {
    case counter(CounterAction)
    case openTapped
    case closeTapped
  }

  let reports = IgnoredReports<Page, PageAction>()

  var page: Reducer<Page, PageAction, CounterEnvironment> {
    Reducer { state, action, _ in
      switch action {
      case .openTapped: state.counter = Counter()
      case .closeTapped:
        state.counter = nil
        state.closed += 1
      case .counter(.tick):
        // The parent sees the child's action after the child changed.
        if state.counter?.count == 3 { state.counter = nil }
      case .counter: break
      }
      return .none
    }
    .ifLet(\.counter, action: \.counter, onIgnored: reports.hook) { counterReducer }
  }

  @Test func theChildRunsWhileItsStateIsPresent() async {
    var state = Page(counter: Counter(count: 1))
    _ = page(&state, .counter(.plusTapped), CounterEnvironment())
    #expect(state.counter == Counter(count: 2))
    let effect = page(&state, .counter(.laterTapped), CounterEnvironment())
    #expect(await effect.actions() == [.counter(.tick)])
    #expect(reports.all.isEmpty)
  }

  @Test func theParentRunsAfterTheChild() {
    var state = Page(counter: Counter(count: 2))
    _ = page(&state, .counter(.tick), CounterEnvironment())
    #expect(state.counter == nil)
  }

  @Test func aChildActionWhileAbsentIsIgnoredAndReported() throws {
    var state = Page()
    let effect = page(&state, .counter(.plusTapped), CounterEnvironment())
    #expect(state == Page())
    #expect(effect.isNone)
    let report = try #require(reports.all.first)
    #expect(report.reason == .childAbsent)
    #expect(report.description.contains("the child state is nil"))
    #expect(report.fileID.hasSuffix("ReducerIfLetTests.swift"))
  }

  @Test func parentActionsPassThrough() {
    var state = Page()
    _ = page(&state, .openTapped, CounterEnvironment())
    _ = page(&state, .counter(.plusTapped), CounterEnvironment())
    _ = page(&state, .closeTapped, CounterEnvironment())
    #expect(state == Page(closed: 1))
    #expect(reports.all.isEmpty)
  }
}
