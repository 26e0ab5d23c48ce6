import CasePaths

@testable import Runtime

/// A small child feature the composition tests lift into parents.
struct Counter: Equatable, Sendable, Identifiable {
  var id: Int = 0
  var count = 0
}

@CasePathable
enum CounterAction: Equatable, Sendable {
  case plusTapped
  case laterTapped
  case cancelTapped
  case tick
}

struct CounterEnvironment: Sendable {
  /// What `laterTapped` waits for before sending `tick`.
  var wait: @Sendable () async -> Void = {}
}

enum CounterWork: Hashable, Sendable { case later }

let counterReducer = Reducer<Counter, CounterAction, CounterEnvironment> {
  counter, action, environment in
  switch action {
  case .plusTapped, .tick:
    counter.count += 1
    return .none
  case .laterTapped:
    return .run(id: CounterWork.later) { send in
      await environment.wait()
      await send(.tick)
    }
  case .cancelTapped:
    return .cancel(id: CounterWork.later)
  }
}
