import Runtime
import Screens
import Testing
import Trellis

@testable import TrellisDev

/// The development wrapper's reducer: the screen's actions are recorded,
/// the panel's move through them without reaching the screen's reducer.
@Suite struct DevScreenTests {
  let screen = DevScreen(Loader())

  /// `state` after each of `actions`, reduced in order.
  func reduced(_ actions: [DevAction<Loader.Action>], from state: DevState<Loader>? = nil)
    -> DevState<Loader>
  {
    var state = state ?? screen.initialState
    for action in actions { _ = screen.reduce(&state, action, ()) }
    return state
  }

  @Test func everyScreenActionIsRecordedWithItsState() {
    let state = reduced([.screen(.startTapped), .screen(.finished), .screen(.refreshTapped)])
    #expect(state.screen == .loaded(refreshes: 1))
    #expect(
      state.history.entries.map(\.action) == [nil, ".startTapped", ".finished", ".refreshTapped"])
    #expect(
      state.history.entries.map(\.state) == [
        .idle, .loading, .loaded(refreshes: 0), .loaded(refreshes: 1),
      ])
    #expect(state.history.cursor == 3)
  }

  @Test func undoRedoAndJumpRestoreRecordedStates() {
    var state = reduced([.screen(.startTapped), .screen(.finished), .screen(.refreshTapped)])
    state = reduced([.undo, .undo], from: state)
    #expect(state.screen == .loading && state.history.cursor == 1)
    state = reduced([.redo], from: state)
    #expect(state.screen == .loaded(refreshes: 0))
    state = reduced([.jump(0)], from: state)
    #expect(state.screen == .idle && !state.history.canUndo && state.history.canRedo)
    // Out of range: nothing moves.
    #expect(reduced([.jump(9), .undo], from: state) == state)
  }

  @Test func anActionAfterAnUndoDropsTheRedoTail() {
    let state = reduced([
      .screen(.startTapped), .screen(.failed("offline")), .undo, .screen(.finished),
    ])
    #expect(state.history.entries.map(\.action) == [nil, ".startTapped", ".finished"])
    #expect(!state.history.canRedo)
  }

  @Test func togglingThePanelRecordsNothing() {
    let state = reduced([.togglePanel])
    #expect(!state.isPanelOpen && state.history.entries.count == 1)
    #expect(reduced([.togglePanel], from: state).isPanelOpen)
  }

  @Test func theURLHoldsTheScreensStateOnly() throws {
    let counter = DevScreen(Counter())
    var state = counter.initialState
    _ = counter.reduce(&state, .screen(.plusTapped), counter.makeEnvironment(ScreenContext()))
    #expect(counter.codec.url(for: state).target == "/counter?count=1")
    #expect(counter.title(state) == "Counter: 1")
    let decoded = try counter.codec.state(from: StateURL(parsing: "/counter?count=5"))
    #expect(decoded == DevState(Counter.State(count: 5), url: "/counter?count=5"))
    #expect(decoded.history.entries.count == 1)
  }

  @Test func theViewWrapsTheScreenAndKeepsItsHandlerIDsFirst() {
    let counter = DevScreen(Counter())
    var ids = HandlerIDs()
    let tree = mount(counter.view(counter.initialState), ids: &ids)
    let index = HandlerIndex(tree)
    // The counter's own handlers keep the ids they have without the panel.
    #expect(index.handler(for: 2)?.action(for: EventPayload()) == .screen(.plusTapped))
    let panelActions = (5..<ids.next).compactMap {
      index.handler(for: $0)?.action(for: EventPayload())
    }
    #expect(panelActions == [.togglePanel, .undo, .redo, .exportTapped, .jump(0)])
  }
}
