extension Node {
  /// The node at `path` (child indices from this node, as the DOM's
  /// `childNodes` count them), or `nil` when the path leads nowhere. Lazy
  /// nodes on the way are built.
  public func node(at path: [Int]) -> Node? {
    var node = built
    for index in path {
      guard case .element(let element) = node, index >= 0, index < element.childCount else {
        return nil
      }
      node = element.child(at: index).built
    }
    return node
  }

  /// The text this node shows, as the DOM's `textContent` reads it; `nil`
  /// when it holds raw markup, whose text only a browser's parser knows.
  public var textContent: String? {
    var text = ""
    return appendText(to: &text) ? text : nil
  }

  private func appendText(to text: inout String) -> Bool {
    switch built {
    case .text(let string):
      text += string
      return true
    case .raw:
      return false
    case .element(let element):
      for child in element.children {
        if !child.appendText(to: &text) { return false }
      }
      return true
    case .lazy:
      return false
    }
  }
}
