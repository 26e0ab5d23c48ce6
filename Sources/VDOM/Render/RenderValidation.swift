/// A check that every rendered tree is markup a browser keeps as it is.
/// VDOM only calls it; MarkupValidation's libxml2 validator is the one the
/// host plugs in for development mode and tests, so an application that
/// does not validate does not link libxml2.
public protocol RenderCheck: Sendable {
  /// Checks `node`, whose compact rendering is `html`, and reports what it finds.
  func check<Action>(_ node: Node<Action>, rendered html: String)
}

/// The development-mode switch that validates every render: off in
/// production, on in development mode and tests.
///
/// A value the host keeps in its configuration, no global state: each render
/// it makes goes through ``render(_:with:engine:)`` (or ``check(_:document:)``
/// for a tree sent as patches), and every render reaches the ``RenderCheck``.
///
/// ```swift
/// import MarkupValidation
///
/// let validation: RenderValidation = options.dev
///   ? .enabled { issues in logger.warning("\(issues)") }
///   : .off
/// let bytes = validation.render(tree)
/// ```
public struct RenderValidation: Sendable {
  private let renderCheck: (any RenderCheck)?

  /// No validation: renders cost nothing extra.
  public static let off = RenderValidation(nil)

  /// Validates every render with `check`.
  public init(_ check: (any RenderCheck)?) {
    renderCheck = check
  }

  /// Whether renders are validated.
  public var isEnabled: Bool { renderCheck != nil }

  /// Renders `node` with `renderer` (through `engine`, see ``ViewEngine``);
  /// when enabled, checks the tree and the markup produced (compact
  /// markup only: pretty output adds text nodes that exist only for readers).
  public func render<Action>(
    _ node: Node<Action>, with renderer: HTMLRenderer = HTMLRenderer(),
    engine: ViewEngine<Action> = ViewEngine()
  ) -> [UInt8] {
    let bytes = engine.render(node, with: renderer)
    guard let renderCheck else { return bytes }
    let compact =
      renderer.layout == .compact
      ? String(decoding: bytes, as: UTF8.self)
      : HTMLRenderer(document: renderer.isDocument).render(node)
    renderCheck.check(node, rendered: compact)
    return bytes
  }

  /// When enabled, checks `node`'s compact rendering; does nothing when off.
  public func check<Action>(_ node: Node<Action>, document: Bool = false) {
    renderCheck?.check(node, rendered: HTMLRenderer(document: document).render(node))
  }
}
