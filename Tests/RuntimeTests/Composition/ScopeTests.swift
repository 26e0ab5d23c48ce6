import CasePaths
import Testing

@testable import Runtime

@Suite struct ScopeTests {
  struct Parent: Equatable, Sendable {
    var left = Counter()
    var right = Counter()
    var log: [String] = []
  }

  @CasePathable
  enum ParentAction: Equatable, Sendable {
    case left(CounterAction)
    case right(CounterAction)
    case cleared
  }

  struct ParentEnvironment: Sendable {
    var counter = CounterEnvironment()
  }

  let parent = Reducer<Parent, ParentAction, ParentEnvironment> {
    Scope(state: \.left, action: \.left, environment: \.counter) { counterReducer }
    Scope(state: \.right, action: \.right, environment: \.counter) { counterReducer }
    Reducer { state, action, _ in
      if case .cleared = action { state.log.append("cleared") }
      return .none
    }
  }

  @Test func childActionChangesOnlyItsChildState() {
    var state = Parent()
    _ = parent(&state, .right(.plusTapped), ParentEnvironment())
    _ = parent(&state, .right(.plusTapped), ParentEnvironment())
    _ = parent(&state, .left(.plusTapped), ParentEnvironment())
    #expect(state.left.count == 1)
    #expect(state.right.count == 2)
    #expect(state.log.isEmpty)
  }

  @Test func otherParentActionsPassThroughTheChild() {
    var state = Parent()
    let effect = parent(&state, .cleared, ParentEnvironment())
    #expect(state == Parent(log: ["cleared"]))
    #expect(effect.isNone)
  }

  @Test func childEffectsSendParentActionsAndKeepTheirID() async {
    var state = Parent()
    let effect = parent(&state, .left(.laterTapped), ParentEnvironment())
    #expect(effect.runIDs == [EffectID(CounterWork.later)])
    #expect(await effect.actions() == [.left(.tick)])
  }

  @Test func childSeesTheEnvironmentDerivedFromTheParent() async {
    let waited = Flag()
    var environment = ParentEnvironment()
    environment.counter.wait = { await waited.set() }
    var state = Parent()
    _ = await parent(&state, .right(.laterTapped), environment).actions()
    #expect(await waited.isSet)
  }
}

@Suite struct ScopeSameEnvironmentTests {
  struct Parent: Equatable, Sendable { var counter = Counter() }

  @CasePathable
  enum ParentAction: Equatable, Sendable { case counter(CounterAction) }

  @Test func aChildReadingTheParentsEnvironmentNeedsNoTransform() async {
    let parent = Reducer<Parent, ParentAction, CounterEnvironment> {
      Scope(state: \.counter, action: \.counter) { counterReducer }
    }
    var state = Parent()
    let effect = parent(&state, .counter(.laterTapped), CounterEnvironment())
    #expect(await effect.actions() == [.counter(.tick)])
    _ = parent(&state, .counter(.plusTapped), CounterEnvironment())
    #expect(state.counter.count == 1)
  }
}

/// Records that something happened, across tasks.
actor Flag {
  private(set) var isSet = false
  func set() { isSet = true }
}
