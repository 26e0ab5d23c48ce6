/// Serialises a ``Node`` tree to HTML5, safely and fast.
///
/// - Text is escaped (`&`, `<`, `>`), attribute values too (also `"` and
///   `'`), copying runs that need no escaping in one go into one growing
///   byte buffer.
/// - Void elements (`br`, `img`, `input`…) get no end tag and no content;
///   boolean attributes (value `nil`) render as the bare name; attributes
///   come in name order, event bindings (those with an id) merged among them
///   as `data-t-<event>` attributes; keys are not rendered.
/// - `script` never gets content (inline script is forbidden), `style`
///   content is raw text with `</style` neutralised, `title` and `textarea`
///   get only their text, and `pre`/`textarea`/`listing` get an extra
///   newline when their text starts with one (the parser drops the first).
/// - Never rendered: elements whose tag is not `[A-Za-z][A-Za-z0-9-]*`;
///   attributes whose name is not valid, starts with `on` (inline handlers)
///   or with the reserved `data-t-`, and `srcdoc`. URL attributes (`href`,
///   `src`, `action`, `formaction`, `xlink:href`, `poster`, `cite`, `data`,
///   and SVG animation `to`/`from`/`by`/`values`) with a
///   `javascript:`, `vbscript:` or `data:` scheme (except `data:image/…` in
///   `<img src>` and `data:application/json` in `<a href>`) render as
///   `about:blank#blocked`.
/// - ``Node/raw(_:)`` markup is copied as it is.
///
/// ```swift
/// let html = HTMLRenderer.render(p(.class("hello")) { "Hi & welcome" })
/// // <p class="hello">Hi &amp; welcome</p>
/// let page = HTMLRenderer(document: true).renderBytes(view)  // "<!DOCTYPE html><html>…"
/// ```
public struct HTMLRenderer: Sendable, Hashable {
  /// How the markup is laid out.
  public enum Layout: Sendable, Hashable {
    /// Exactly the markup the browser must parse: no added whitespace.
    case compact
    /// Indented, one element per line, deterministic: for people and
    /// snapshots only, since the added whitespace would be text nodes in a
    /// browser. `pre`, `textarea`, `title`, `style` keep their content verbatim.
    case pretty
  }

  /// How the markup is laid out.
  public var layout: Layout
  /// Whether the output starts with `<!DOCTYPE html>`.
  public var isDocument: Bool

  /// Creates a renderer.
  @inlinable
  public init(layout: Layout = .compact, document: Bool = false) {
    self.layout = layout
    self.isDocument = document
  }

  /// The pretty-printed renderer, for snapshots.
  public static let pretty = HTMLRenderer(layout: .pretty)

  /// `node` as compact HTML.
  @inlinable
  public static func render<Action>(_ node: Node<Action>) -> String {
    HTMLRenderer().render(node)
  }

  /// `node` as HTML.
  @inlinable
  public func render<Action>(_ node: Node<Action>) -> String {
    render(CollectionOfOne(node))
  }

  /// `nodes`, one after the other, as HTML.
  @inlinable
  public func render<Action, Nodes: Sequence<Node<Action>>>(_ nodes: Nodes) -> String {
    var writer = HTMLWriter()
    defer { writer.deallocate() }
    write(nodes, to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// `node` as the UTF-8 bytes of its HTML.
  @inlinable
  public func renderBytes<Action>(_ node: Node<Action>) -> [UInt8] {
    var writer = HTMLWriter()
    defer { writer.deallocate() }
    write(CollectionOfOne(node), to: &writer)
    return Array(writer.bytes)
  }

  /// Appends the UTF-8 bytes of `node`'s HTML to `buffer`. Reusing one
  /// buffer across renders (`removeAll(keepingCapacity: true)`) spares the
  /// output allocation and its page faults.
  @inlinable
  public func render<Action>(_ node: Node<Action>, into buffer: inout [UInt8]) {
    render(CollectionOfOne(node), into: &buffer)
  }

  /// Appends the UTF-8 bytes of the HTML of `nodes` to `buffer`.
  @inlinable
  public func render<Action, Nodes: Sequence<Node<Action>>>(
    _ nodes: Nodes, into buffer: inout [UInt8]
  ) {
    var writer = HTMLWriter()
    defer { writer.deallocate() }
    write(nodes, to: &writer)
    buffer.append(contentsOf: writer.bytes)
  }

  /// Appends the HTML of `nodes` to `buffer` as one JSON string literal,
  /// the same bytes as escaping the rendered markup with ``JSONString``.
  @inlinable
  func renderJSONString<Action>(_ nodes: [Node<Action>], into buffer: inout [UInt8]) {
    var writer = HTMLWriter(inJSONString: true)
    defer { writer.deallocate() }
    write(nodes, to: &writer)
    buffer.reserveCapacity(buffer.count + writer.count + 2)
    buffer.append(UInt8(ascii: "\""))
    buffer.append(contentsOf: writer.bytes)
    buffer.append(UInt8(ascii: "\""))
  }

  @inlinable
  func write<Action, Nodes: Sequence<Node<Action>>>(_ nodes: Nodes, to writer: inout HTMLWriter) {
    if isDocument { writer.write(layout == .pretty ? "<!DOCTYPE html>\n" : "<!DOCTYPE html>") }
    for node in nodes {
      switch layout {
      case .compact: writer.writeNode(node)
      case .pretty: writer.writePretty(node, depth: 0)
      }
    }
  }
}
