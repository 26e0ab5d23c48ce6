import Testing

@testable import Runtime

@Suite struct StoreViewTests {
  struct Parent: Equatable, Sendable {
    var child = 0
    var other = 0
  }
  enum ChildAction: Equatable, Sendable { case increment }
  enum Action: Equatable, Sendable {
    case child(ChildAction)
    case otherChanged
  }

  static let reducer = Reducer<Parent, Action, Void> { state, action, _ in
    switch action {
    case .child(.increment): state.child += 1
    case .otherChanged: state.other += 1
    }
    return .none
  }

  @Test func childSendsGoThroughTheParent() async {
    let store = Store(initialState: Parent(), reducer: Self.reducer, environment: ())
    let child = store.scope(state: \.child, action: Action.child)
    await child.send(.increment)
    #expect(store.state.child == 1)
    #expect(child.state == 1)
  }

  @Test func childStreamIgnoresChangesElsewhere() async {
    let store = Store(initialState: Parent(), reducer: Self.reducer, environment: ())
    let child = store.scope(state: \.child, action: Action.child)
    var iterator = child.states.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    await store.send(.otherChanged)
    await child.send(.increment)
    #expect(await iterator.next() == 1)
  }

  @Test func scopesNest() async {
    let store = Store(initialState: Parent(), reducer: Self.reducer, environment: ())
    let parity = store.view.scope(
      state: { $0.child % 2 == 1 }, action: { (_: Void) in Action.child(.increment) })
    await parity.send(())
    #expect(parity.state == true)
  }
}
