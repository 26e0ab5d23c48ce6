import Synchronization
import Testing

@testable import Runtime

@Suite struct StoreTimeTravelTests {
  enum Action: Equatable, Sendable { case plus, save, saved }
  struct State: Equatable, Sendable {
    var count = 0
    var saves = 0
  }
  final class Counter: Sendable {
    let runs = Atomic<Int>(0)
  }

  static let reducer = Reducer<State, Action, Counter> { state, action, effectRuns in
    switch action {
    case .plus:
      state.count += 1
      return .none
    case .save:
      return .run { send in
        effectRuns.runs.add(1, ordering: .relaxed)
        await send(.saved)
      }
    case .saved:
      state.saves += 1
      return .none
    }
  }

  @Test func roundTripRestoresStatesWithoutRerunningEffects() async {
    let effectRuns = Counter()
    let store = Store(initialState: State(), reducer: Self.reducer, environment: effectRuns)
    await store.startRecording(limit: 10)
    await store.send(.plus)
    await store.send(.save)
    await store.waitForEffects()
    await store.send(.plus)
    #expect(store.state == State(count: 2, saves: 1))
    #expect(
      await store.recordedHistory?.entries.map(\.action) == [nil, .plus, .save, .saved, .plus])

    #expect(await store.undo())
    #expect(store.state == State(count: 1, saves: 1))
    #expect(await store.undo())
    #expect(await store.undo())
    #expect(store.state == State(count: 1, saves: 0))
    #expect(await store.redo())
    #expect(await store.redo())
    #expect(store.state == State(count: 1, saves: 1))
    #expect(await store.jump(to: 0))
    #expect(store.state == State())
    #expect(await store.undo() == false)
    #expect(await store.jump(to: 4))
    #expect(store.state == State(count: 2, saves: 1))
    await store.waitForEffects()
    #expect(effectRuns.runs.load(ordering: .relaxed) == 1)
    #expect(await store.recordedHistory?.entries.count == 5, "restoring records nothing")
  }

  @Test func newActionAfterUndoDropsTheRedoTail() async {
    let store = Store(initialState: State(), reducer: Self.reducer, environment: Counter())
    await store.startRecording()
    await store.send(.plus)
    await store.send(.plus)
    await store.undo()
    await store.send(.plus)
    #expect(store.state.count == 2)
    #expect(await store.recordedHistory?.entries.map(\.state.count) == [0, 1, 2])
    #expect(await store.redo() == false)
    #expect(await store.recordedHistory?.diff(at: 2)?.contains("+   count: 2") == true)
  }

  @Test func undoPublishesTheRestoredState() async {
    let store = Store(initialState: State(), reducer: Self.reducer, environment: Counter())
    await store.startRecording()
    await store.send(.plus)
    var states = store.states.makeAsyncIterator()
    #expect(await states.next()?.count == 1)
    await store.undo()
    #expect(await states.next()?.count == 0)
  }

  @Test func withoutRecordingThereIsNothingToUndo() async {
    let store = Store(initialState: State(), reducer: Self.reducer, environment: Counter())
    await store.send(.plus)
    #expect(await store.undo() == false)
    #expect(store.state.count == 1)
  }
}
