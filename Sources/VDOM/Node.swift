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

  /// Markup inserted as is, without any escaping.
  ///
  /// The caller vouches that `html` is well-formed and safe. It must be the
  /// only child of its element, so that the browser's DOM keeps the shape of
  /// the server's tree.
  public static func unsafeRawHTML(_ html: String) -> Node {
    .raw(html)
  }

  /// The element, when this node is one.
  public var element: Element<Action>? {
    if case .element(let element) = self { return element }
    return nil
  }

  /// The key of this node, when it is a keyed element.
  public var key: String? {
    if case .element(let element) = self { return element.key }
    return nil
  }
}

extension Node: Equatable where Action: Equatable {}
