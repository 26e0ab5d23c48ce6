import CasePaths
import Testing

@testable import Runtime

@Suite struct StateMachineTests {
  typealias State = PagedList.State
  typealias Page = PagedList.Page

  let reports = IgnoredReports<State, PagedList.Action>()
  var machine: StateMachine<State, PagedList.Action, PagedList.Environment> {
    PagedList.machine(onUndeclared: reports.hook)
  }

  /// Sends `action`, expects the machine to land in `expected`, and returns
  /// the actions the effect sends back when run.
  func step(
    _ state: inout State, _ action: PagedList.Action, _ server: PageServer, expect expected: State,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async -> [PagedList.Action] {
    let effect = machine(&state, action, server.environment)
    #expect(state == expected, sourceLocation: sourceLocation)
    return await effect.actions()
  }

  @Test func pagedListJourneyWithAPageErrorAndRetry() async {
    let server = PageServer([.success(["a", "b"]), .failure(.init()), .success(["c"])])
    var state = State.initial
    let first = Page(items: ["a", "b"], pages: 1)

    #expect(await step(&state, .appeared, server, expect: .loading) == [.loaded(["a", "b"])])
    #expect(await step(&state, .loaded(["a", "b"]), server, expect: .list(first)) == [])
    #expect(
      await step(&state, .nextPageRequested, server, expect: .pageLoading(first)) == [
        .failed("offline")
      ])
    #expect(
      await step(
        &state, .failed("offline"), server, expect: .pageError(page: first, message: "offline"))
        == [])
    #expect(
      await step(&state, .retryTapped, server, expect: .pageLoading(first)) == [.loaded(["c"])])
    let second = Page(items: ["a", "b", "c"], pages: 2)
    #expect(await step(&state, .loaded(["c"]), server, expect: .list(second)) == [])
    #expect(await step(&state, .itemTapped("c"), server, expect: .list(second)) == [])

    #expect(await server.requested == [0, 1, 1])
    #expect(await server.opened == ["c"])
    #expect(reports.all.isEmpty)
  }

  @Test func firstPageFailureGoesToErrorAndRetryReloads() async {
    let server = PageServer([.failure(.init()), .success(["a"])])
    var state = State.initial
    #expect(await step(&state, .appeared, server, expect: .loading) == [.failed("offline")])
    #expect(await step(&state, .failed("offline"), server, expect: .error("offline")) == [])
    #expect(await step(&state, .retryTapped, server, expect: .loading) == [.loaded(["a"])])
    #expect(
      await step(&state, .loaded(["a"]), server, expect: .list(Page(items: ["a"], pages: 1))) == [])
    #expect(await server.requested == [0, 0])
  }

  @Test func loadsRunUnderOneCancellableID() {
    var state = State.list(Page(items: [], pages: 1))
    let effect = machine(&state, .nextPageRequested, PageServer([]).environment)
    guard case .run(let run) = effect.operation else {
      Issue.record("expected one operation, got \(effect.operation)")
      return
    }
    #expect(run.id == EffectID(PagedList.Work.load))
    #expect(run.cancelInFlight)
  }

  @Test func undeclaredActionIsIgnoredAndReported() async throws {
    let server = PageServer([])
    var state = State.loading
    let effect = machine(&state, .retryTapped, server.environment)
    #expect(state == .loading)
    #expect(effect.isNone)
    var initial = State.initial
    _ = machine(&initial, .itemTapped("x"), server.environment)
    #expect(initial == .initial)

    #expect(reports.all.map(\.action) == [.retryTapped, .itemTapped("x")])
    #expect(reports.all.map(\.state) == [.loading, .initial])
    let report = try #require(reports.all.first)
    #expect(report.reason == .undeclared)
    #expect(report.fileID.hasSuffix("PagedList.swift"))
    #expect(report.description.contains("not declared in state .loading"))
    #expect(await server.requested.isEmpty)
  }

  @Test func stateWithoutDeclarationIgnoresEverything() {
    let reports = IgnoredReports<State, PagedList.Action>()
    let partial = StateMachine<State, PagedList.Action, Void>(onUndeclared: reports.hook) {
      When(\.initial) {
        On(\.appeared, to: \.loading)
      }
    }
    var state = State.initial
    _ = partial(&state, .appeared, ())
    #expect(state == .loading)
    _ = partial(&state, .loaded([]), ())
    #expect(state == .loading)
    #expect(reports.all.map(\.reason) == [.undeclared])
  }

  @Test func terminalStateAcceptsNothingAndIsStillDrawn() {
    let reports = IgnoredReports<State, PagedList.Action>()
    let machine = StateMachine<State, PagedList.Action, Void>(onUndeclared: reports.hook) {
      When(\.initial) {
        On(\.failed, to: \.error, state: { _, message in message })
      }
      When(\.error)
    }
    var state = State.initial
    _ = machine(&state, .failed("gone"), ())
    _ = machine(&state, .retryTapped, ())
    #expect(state == .error("gone"))
    #expect(reports.all.map(\.state) == [.error("gone")])
    #expect(machine.diagram.states == ["initial", "error"])
    #expect(machine.diagram.transitions == [.init(from: "initial", to: "error", label: "failed")])
  }

  @Test func firstDeclaredTransitionForAnActionWins() {
    let machine = StateMachine<State, PagedList.Action, Void>(onUndeclared: { _ in }) {
      When(\.error) {
        On(\.retryTapped, to: \.initial)
        On(\.retryTapped, to: \.loading)
      }
    }
    var state = State.error("x")
    _ = machine(&state, .retryTapped, ())
    #expect(state == .initial)
  }

  @Test(arguments: [false, true])
  func conditionalDeclarations(retryAllowed: Bool) {
    let machine = StateMachine<State, PagedList.Action, Void>(onUndeclared: { _ in }) {
      When(\.error) {
        if retryAllowed {
          On(\.retryTapped, to: \.loading)
        }
      }
    }
    var state = State.error("x")
    _ = machine(&state, .retryTapped, ())
    #expect(state == (retryAllowed ? .loading : .error("x")))
    #expect(machine.diagram.transitions.count == (retryAllowed ? 1 : 0))
  }

  @Test func declarationsInALoop() {
    let restarts: [CaseKeyPath<PagedList.Action, Void>] = [\.retryTapped, \.appeared]
    let machine = StateMachine<State, PagedList.Action, Void>(onUndeclared: { _ in }) {
      When(\.error) {
        for restart in restarts {
          On(restart, to: \.loading)
        }
      }
    }
    #expect(machine.diagram.transitions.map(\.label) == ["retryTapped", "appeared"])
    var state = State.error("x")
    _ = machine(&state, .appeared, ())
    #expect(state == .loading)
  }

  @Test func stayingTransitionChangesThePayloadInPlace() {
    let machine = StateMachine<State, PagedList.Action, Void>(onUndeclared: { _ in }) {
      When(\.list) {
        On(\.itemTapped) { page, item, _ in
          page.items.removeAll { $0 == item }
          return .none
        }
      }
    }
    var state = State.list(Page(items: ["a", "b"], pages: 1))
    _ = machine(&state, .itemTapped("a"), ())
    #expect(state == .list(Page(items: ["b"], pages: 1)))
  }

  struct Screen: Equatable, Sendable {
    var feed = State.initial
    var taps = 0
  }

  @CasePathable
  enum ScreenAction: Equatable, Sendable {
    case feed(PagedList.Action)
  }

  @Test func machineComposesLikeAnyReducer() async {
    let server = PageServer([.success(["a"])])
    let screen = Reducer<Screen, ScreenAction, PageServer> {
      Scope(state: \.feed, action: \.feed, environment: { $0.environment }) { machine }
      Reducer { screen, _, _ in
        screen.taps += 1
        return .none
      }
    }
    var state = Screen()
    let effect = screen(&state, .feed(.appeared), server)
    #expect(state == Screen(feed: .loading, taps: 1))
    #expect(await effect.actions() == [.feed(.loaded(["a"]))])
  }
}
