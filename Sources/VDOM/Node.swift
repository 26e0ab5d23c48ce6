/// A node of the virtual HTML tree that a screen's `view` returns.
///
/// `Action` is the screen's action type: event bindings inside the tree
/// produce values of it. The tree is a plain value: build it with the DSL
/// (`div { … }`), render it with ``HTMLRenderer``, compare two of them with
/// ``diff(_:_:)``.
///
/// ```swift
/// let view: Node<Action> = div(.class("counter")) {
///   button(.onClick(.minusTapped)) { "−" }
///   output { "\(count)" }
/// }
/// ```
public enum Node<Action: Sendable>: Sendable {
  /// An HTML element with its attributes, event bindings, key and children.
  case element(Element<Action>)
  /// Text content; always escaped when rendered.
  case text(String)
  /// Markup inserted without escaping. Build it only through
  /// ``Node/unsafeRawHTML(_:)``; it must be the only child of its parent.
  case raw(String)
  /// A subtree built only when needed; see ``lazy(_:key:fileID:line:column:_:)``.
  /// Mounting replaces it with what it builds.
  case lazy(Lazy<Action>)

  /// Markup inserted as is, without any escaping.
  ///
  /// The caller vouches that `html` is well-formed and safe. It must be the
  /// only child of its element, so that the browser's DOM keeps the shape of
  /// the server's tree.
  public static func unsafeRawHTML(_ html: String) -> Node {
    .raw(html)
  }

  /// The element, when this node is one (a lazy node is built to find out).
  public var element: Element<Action>? {
    switch self {
    case .element(let element): return element
    case .lazy(let lazy): return lazy.build().element
    case .text, .raw: return nil
    }
  }

  /// The key of this node, when it is a keyed element or a keyed lazy node.
  public var key: String? {
    switch self {
    case .element(let element): return element.key
    case .lazy(let lazy): return lazy.key
    case .text, .raw: return nil
    }
  }

  /// This node with a lazy node built (through the builders it chains).
  @inlinable
  public var built: Node<Action> {
    if case .lazy(let lazy) = self { return lazy.build() }
    return self
  }
}

extension Node: Equatable where Action: Equatable {
  /// Whether both render and behave the same: a lazy node is compared as what it builds.
  public static func == (lhs: Node, rhs: Node) -> Bool {
    switch (lhs, rhs) {
    case (.element(let a), .element(let b)): return a == b
    case (.text(let a), .text(let b)): return a == b
    case (.raw(let a), .raw(let b)): return a == b
    case (.lazy(let a), _): return a.build() == rhs
    case (_, .lazy(let b)): return lhs == b.build()
    default: return false
    }
  }
}
