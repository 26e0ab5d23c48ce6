import CasePaths
import Testing

@testable import Runtime

@Suite struct ScopeCaseTests {
  @CasePathable
  enum Screen: Equatable, Sendable {
    case loading
    case counting(Counter)
  }

  @CasePathable
  enum ScreenAction: Equatable, Sendable {
    case counter(CounterAction)
    case loaded
  }

  let reports = IgnoredReports<Screen, ScreenAction>()

  var screen: Reducer<Screen, ScreenAction, CounterEnvironment> {
    Reducer {
      Scope(state: \.counting, action: \.counter, onIgnored: reports.hook) { counterReducer }
      Reducer { state, action, _ in
        if case .loaded = action { state = .counting(Counter()) }
        return .none
      }
    }
  }

  @Test func childRunsWhileTheParentIsInItsCase() async {
    var state = Screen.counting(Counter(count: 4))
    _ = screen(&state, .counter(.plusTapped), CounterEnvironment())
    #expect(state == .counting(Counter(count: 5)))
    let effect = screen(&state, .counter(.laterTapped), CounterEnvironment())
    #expect(await effect.actions() == [.counter(.tick)])
    #expect(reports.all.isEmpty)
  }

  @Test func childActionInAnotherCaseIsIgnoredAndReported() throws {
    var state = Screen.loading
    let effect = screen(&state, .counter(.plusTapped), CounterEnvironment())
    #expect(state == .loading)
    #expect(effect.isNone)
    let report = try #require(reports.all.first)
    #expect(reports.all.count == 1)
    #expect(report.state == .loading)
    #expect(report.action == .counter(.plusTapped))
    #expect(report.reason == .stateNotInCase(expected: "counting"))
    #expect(report.fileID.hasSuffix("ScopeCaseTests.swift"))
    #expect(report.description.contains("state is not .counting"))
  }

  @Test func parentActionsAreNotReported() {
    var state = Screen.loading
    _ = screen(&state, .loaded, CounterEnvironment())
    _ = screen(&state, .counter(.plusTapped), CounterEnvironment())
    #expect(state == .counting(Counter(count: 1)))
    #expect(reports.all.isEmpty)
  }
}
