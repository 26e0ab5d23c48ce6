extension Node {
  /// The same tree producing the parent's actions (Elm's `Html.map`), so a
  /// child view composes into a parent without knowing its action type.
  ///
  /// ```swift
  /// div { counterView(state.counter).map(AppAction.counter) }
  /// ```
  public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Node<
    Parent
  > {
    switch self {
    case .element(let element): return .element(element.map(transform))
    case .text(let text): return .text(text)
    case .raw(let html): return .raw(html)
    case .lazy(let lazy): return .lazy(Lazy(MappedLazyThunk(lazy.thunk, transform: transform)))
    }
  }
}

extension Element {
  /// The same element and subtree producing the parent's actions. Memos are
  /// dropped (an island's marker is kept): the transform is part of what the subtree does, and two
  /// closures cannot be compared, so an equal memo would not prove the same
  /// actions.
  public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Element<
    Parent
  > {
    Element<Parent>(
      tag: tag,
      attributes: attributes,
      events: events.map { $0.map(transform) },
      key: key,
      memo: memo?.isIsland == true ? Memo(IslandMarker()) : nil,
      children: children.map { $0.map(transform) }
    )
  }
}
