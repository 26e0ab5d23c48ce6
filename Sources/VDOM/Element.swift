/// An HTML element: tag, attributes, event bindings, optional key, children.
///
/// Attributes are kept sorted by name with no duplicates, and children are
/// normalised (no empty text, no two adjacent text nodes) so that the tree
/// has exactly the shape a browser's parser builds from its rendering.
public struct Element<Action: Sendable>: Sendable {
  /// The tag name, lowercase (`"div"`, `"input"`).
  public var tag: String
  /// Attributes sorted by name, unique by name.
  public private(set) var attributes: [HTMLAttribute]
  /// Event bindings, sorted by event name, unique by event name.
  public internal(set) var events: [EventBinding<Action>]
  /// The identity of this element among its keyed siblings.
  public var key: String?
  /// Child nodes, normalised.
  public internal(set) var children: [Node<Action>]
  /// The value the whole subtree is a function of, if memoised (see
  /// ``Attribute/memo(_:)``); not rendered, and ignored by `==`.
  public var memo: Memo?

  /// Creates an element; attributes and children are normalised.
  public init(
    tag: String,
    attributes: [HTMLAttribute] = [],
    events: [EventBinding<Action>] = [],
    key: String? = nil,
    memo: Memo? = nil,
    children: [Node<Action>] = []
  ) {
    self.tag = tag
    self.memo = memo
    self.attributes = HTMLAttribute.normalized(attributes)
    self.events = EventBinding.normalized(events)
    self.key = key
    self.children = Element.normalized(children)
  }

  /// Replaces the children, normalising them.
  public mutating func setChildren(_ children: [Node<Action>]) {
    self.children = Element.normalized(children)
  }

  /// Replaces the attributes, normalising them.
  public mutating func setAttributes(_ attributes: [HTMLAttribute]) {
    self.attributes = HTMLAttribute.normalized(attributes)
  }

  /// Replaces the event bindings, normalising them.
  public mutating func setEvents(_ events: [EventBinding<Action>]) {
    self.events = EventBinding.normalized(events)
  }

  /// The value of the attribute `name`, if present.
  public func attribute(_ name: String) -> HTMLAttribute? {
    attributes.first { $0.name == name }
  }

  /// Drops empty text and merges adjacent text nodes: the browser's parser
  /// would do the same, and patches address nodes by position.
  static func normalized(_ children: [Node<Action>]) -> [Node<Action>] {
    var needsWork = false
    var previousWasText = false
    for child in children {
      if case .text(let text) = child {
        if text.isEmpty || previousWasText {
          needsWork = true
          break
        }
        previousWasText = true
      } else {
        previousWasText = false
      }
    }
    guard needsWork else { return children }
    var result: [Node<Action>] = []
    result.reserveCapacity(children.count)
    for child in children {
      guard case .text(let text) = child else {
        result.append(child)
        continue
      }
      if text.isEmpty { continue }
      if case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + text)
      } else {
        result.append(child)
      }
    }
    return result
  }
}

extension Element: Equatable where Action: Equatable {
  /// Whether both elements render and behave the same; memos are ignored, as
  /// they only let the diff skip work and a patched tree keeps its old memos.
  public static func == (lhs: Element, rhs: Element) -> Bool {
    lhs.tag == rhs.tag && lhs.key == rhs.key && lhs.attributes == rhs.attributes
      && lhs.events == rhs.events && lhs.children == rhs.children
  }
}
