import Synchronization
import Testing

@testable import Runtime

/// History next to a live `Store`: the store's observer records every
/// processed action, and undo/redo/jump restore past states into the store
/// without running the reducer or any effect again.
@Suite struct HistoryStoreTests {
  struct Tally: Equatable, Sendable {
    var count = 0
    var saved = 0
  }

  enum Action: Equatable, Sendable {
    case plusTapped
    case saveTapped
    case saved
  }

  /// Counts how many times the save effect really ran.
  final class Saves: Sendable {
    let count = Mutex(0)
  }

  static let reducer = Reducer<Tally, Action, Saves> { tally, action, saves in
    switch action {
    case .plusTapped:
      tally.count += 1
      return .none
    case .saveTapped:
      return .run { send in
        saves.count.withLock { $0 += 1 }
        await send(.saved)
      }
    case .saved:
      tally.saved += 1
      return .none
    }
  }

  @Test func timeTravelRoundTripRestoresStatesWithoutRerunningEffects() async {
    let saves = Saves()
    let store = Store(initialState: Tally(), reducer: Self.reducer, environment: saves)
    let history = Mutex(History<Tally, Action>(limit: 50, initial: store.state))
    await store.addObserver { action, state in history.withLock { $0.record(action, state) } }

    await store.send(.plusTapped)
    await store.send(.saveTapped)
    await store.waitForEffects()
    await store.send(.plusTapped)
    let end = Tally(count: 2, saved: 1)
    #expect(store.state == end)
    #expect(
      history.withLock { $0.entries.map(\.action) } == [
        nil, .plusTapped, .saveTapped, .saved, .plusTapped,
      ])

    // Back to before the save: the effect's result disappears, the effect does not run.
    let beforeSave = history.withLock { $0.jump(to: 2) }
    #expect(beforeSave == Tally(count: 1, saved: 0))
    if let beforeSave { await store.restore(beforeSave) }
    #expect(store.state == Tally(count: 1, saved: 0))

    let initial = history.withLock { history -> Tally? in
      _ = history.undo()
      return history.undo()
    }
    #expect(initial == Tally())
    if let initial { await store.restore(initial) }
    #expect(store.state == Tally())

    let replayed = history.withLock { $0.jump(to: $0.entries.count - 1) }
    #expect(replayed == end)
    if let replayed { await store.restore(replayed) }
    #expect(store.state == end)

    await store.waitForEffects()
    #expect(saves.count.withLock { $0 } == 1)
    #expect(history.withLock { $0.entries.count } == 5, "restoring records nothing")
    await store.shutdown()
  }

  @Test func actingAfterUndoDropsTheRedoTail() async {
    let store = Store(initialState: Tally(), reducer: Self.reducer, environment: Saves())
    let history = Mutex(History<Tally, Action>(limit: 50, initial: store.state))
    await store.addObserver { action, state in history.withLock { $0.record(action, state) } }

    await store.send(.plusTapped)
    await store.send(.plusTapped)
    if let previous = history.withLock({ $0.undo() }) { await store.restore(previous) }
    await store.send(.plusTapped)

    #expect(store.state == Tally(count: 2))
    #expect(history.withLock { $0.entries.map(\.state.count) } == [0, 1, 2])
    #expect(history.withLock { $0.canRedo } == false)
    #expect(history.withLock { $0.diff(at: 2) }?.contains("+   count: 2") == true)
    await store.shutdown()
  }
}
