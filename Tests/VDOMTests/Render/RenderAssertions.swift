import Testing

@testable import VDOM

/// Expects `node` to render exactly `expected`.
func assertRenders<Action>(
  _ node: Node<Action>,
  _ expected: String,
  layout: HTMLRenderer.Layout = .compact,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let html = HTMLRenderer(layout: layout).render(node)
  #expect(html == expected, sourceLocation: sourceLocation)
}

extension Node {
  /// The same tree with handler ids 1, 2, 3… assigned in document order, as
  /// mounting the tree would; the real allocator lives with the diff.
  func numberingHandlers() -> Node {
    var next = 1
    return numberingHandlers(next: &next)
  }

  private func numberingHandlers(next: inout Int) -> Node {
    guard case .element(var element) = self else { return self }
    var events = element.events
    for index in events.indices {
      events[index].id = next
      next += 1
    }
    element.setEvents(events)
    var children: [Node] = []
    for child in element.children { children.append(child.numberingHandlers(next: &next)) }
    element.setChildren(children)
    return .element(element)
  }
}
