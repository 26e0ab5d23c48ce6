/// One node of the page a ``LivePage`` keeps, as a browser's DOM would:
/// parsed from the server's HTML, then patched by its messages.
final class DOMNode {
  /// An element's tag (lowercase), or `nil` for a text node.
  let tag: String?
  /// A text node's text.
  var text: String
  /// An element's attributes, in order.
  var attributes: [(name: String, value: String)]
  /// An element's children.
  var children: [DOMNode] = []
  /// The element holding this node.
  weak var parent: DOMNode?

  /// An element.
  init(tag: String, attributes: [(name: String, value: String)] = []) {
    self.tag = tag
    self.text = ""
    self.attributes = attributes
  }

  /// A text node.
  init(text: String) {
    self.tag = nil
    self.text = text
    self.attributes = []
  }

  /// Whether this is a text node.
  var isText: Bool { tag == nil }

  // Attribute names are lowercase, as the parser leaves them and as the DOM
  // treats an HTML element's (`setAttribute("viewBox")` sets `viewbox`).

  /// The value of attribute `name`.
  func attribute(_ name: String) -> String? {
    let name = name.lowercased()
    return attributes.first { $0.name == name }?.value
  }

  /// Sets attribute `name`, keeping its place when it exists.
  func setAttribute(_ name: String, _ value: String) {
    let name = name.lowercased()
    if let index = attributes.firstIndex(where: { $0.name == name }) {
      attributes[index].value = value
    } else {
      attributes.append((name, value))
    }
  }

  /// Removes attribute `name`.
  func removeAttribute(_ name: String) {
    let name = name.lowercased()
    attributes.removeAll { $0.name == name }
  }

  /// The classes of the `class` attribute.
  var classes: [Substring] {
    (attribute("class") ?? "").split(whereSeparator: \.isWhitespace)
  }

  /// Inserts `nodes` before child `index`.
  func insert(_ nodes: [DOMNode], at index: Int) {
    for node in nodes { node.parent = self }
    children.insert(contentsOf: nodes, at: index)
  }

  /// Replaces every child with `nodes`.
  func setChildren(_ nodes: [DOMNode]) {
    for node in nodes { node.parent = self }
    children = nodes
  }

  /// The text of the node and its descendants, as `textContent`.
  var textContent: String {
    isText ? text : children.map(\.textContent).joined()
  }

  /// The node and its descendants in document order.
  var subtree: [DOMNode] {
    [self] + children.flatMap(\.subtree)
  }

  /// The node as HTML, escaped the way `HTMLRenderer` escapes.
  var outerHTML: String {
    guard let tag else { return DOMNode.escape(text, quotes: false) }
    var html = "<" + tag
    for (name, value) in attributes {
      html += value.isEmpty ? " \(name)" : " \(name)=\"\(DOMNode.escape(value, quotes: true))\""
    }
    html += ">"
    if HTMLParser.voidElements.contains(tag) { return html }
    return html + innerHTML + "</\(tag)>"
  }

  /// The children as HTML.
  var innerHTML: String { children.map(\.outerHTML).joined() }

  private static func escape(_ text: String, quotes: Bool) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"" where quotes: escaped += "&quot;"
      case "'" where quotes: escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
