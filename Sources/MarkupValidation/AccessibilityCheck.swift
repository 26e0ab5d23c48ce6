import CLibXML2

/// The accessibility rules a parsed document is checked against: images
/// without a text alternative, buttons and links without an accessible name,
/// form fields without a label.
///
/// The name rules follow the accessible-name computation in its common
/// cases: `aria-labelledby` (ids that exist and hold text), `aria-label`,
/// the element's own text (with images' `alt`), `title`; a form field is
/// named by an enclosing `<label>` or a `<label for>` too. A `placeholder`
/// names nothing: it disappears once the field has a value. Subtrees that are
/// `hidden` or `aria-hidden="true"` are out of the accessibility tree and
/// are not checked.
enum AccessibilityCheck {
  static func issues(in document: xmlDocPtr, stripsBody: Bool) -> [MarkupIssue] {
    guard let root = xmlDocGetRootElement(document) else { return [] }
    let index = Index(root)
    var issues: [MarkupIssue] = []
    var node: xmlNodePtr? = root
    while let current = node {
      if current.pointee.type == XML_ELEMENT_NODE, isHidden(current) {
        node = LibXML2Parser.nextInDocumentOrder(current, skippingChildren: true)
        continue
      }
      if current.pointee.type == XML_ELEMENT_NODE, let problem = problem(of: current, index) {
        issues.append(
          MarkupIssue(
            kind: problem.kind, message: problem.message,
            path: LibXML2Parser.path(of: current, stripsBody: stripsBody),
            line: Int(xmlGetLineNo(current))))
      }
      node = LibXML2Parser.nextInDocumentOrder(current)
    }
    return issues
  }

  /// Ids, and the ids `<label for>` points at, found in one walk first
  /// since a label may come after its field.
  private struct Index {
    var byID: [String: xmlNodePtr] = [:]
    var labelled: Set<String> = []

    init(_ root: xmlNodePtr) {
      var node: xmlNodePtr? = root
      while let current = node {
        if current.pointee.type == XML_ELEMENT_NODE {
          if let id = attribute(current, "id"), byID[id] == nil { byID[id] = current }
          if name(of: current) == "label", let target = attribute(current, "for") {
            labelled.insert(target)
          }
        }
        node = LibXML2Parser.nextInDocumentOrder(current)
      }
    }
  }

  private static func problem(of element: xmlNodePtr, _ index: Index) -> (
    kind: MarkupIssue.Kind, message: String
  )? {
    let tag = name(of: element)
    let role = attribute(element, "role")
    switch tag {
    case "img":
      guard attribute(element, "alt") == nil, !hasARIAName(element, index) else { return nil }
      if role == "presentation" || role == "none" { return nil }
      return (
        .missingAlt,
        "<img> without alt: a screen reader reads out its file name instead; describe it in alt, or write alt=\"\" when it is decoration"
      )
    case "input" where (attribute(element, "type") ?? "").lowercased() == "image":
      guard attribute(element, "alt") == nil, !hasARIAName(element, index) else { return nil }
      return (
        .missingAlt,
        "<input type=\"image\"> without alt: it is a button whose name is its alt text"
      )
    case "button", "summary":
      return unnamed(element, tag: tag, index)
    case "a" where attribute(element, "href") != nil:
      return unnamed(element, tag: tag, index)
    case "input":
      let type = (attribute(element, "type") ?? "text").lowercased()
      switch type {
      case "hidden", "submit", "reset": return nil
      case "button":
        if let value = attribute(element, "value"), !isBlank(value) { return nil }
        return hasARIAName(element, index) || hasTitle(element)
          ? nil
          : (
            .unnamedControl,
            "<input type=\"button\"> without a value or aria-label: a screen reader announces only \"button\""
          )
      default: return unlabelled(element, tag: tag, index)
      }
    case "select", "textarea":
      return unlabelled(element, tag: tag, index)
    default:
      if role == "button" || role == "link" { return unnamed(element, tag: tag, index) }
      return nil
    }
  }

  private static func unnamed(_ element: xmlNodePtr, tag: String, _ index: Index) -> (
    kind: MarkupIssue.Kind, message: String
  )? {
    if hasARIAName(element, index) || hasTitle(element) || !isBlank(text(of: element)) {
      return nil
    }
    let what = tag == "a" ? "link" : "button"
    return (
      .unnamedControl,
      "<\(tag)> has no accessible name (no text, image alt, aria-label or title): a screen reader announces only \"\(what)\""
    )
  }

  private static func unlabelled(_ element: xmlNodePtr, tag: String, _ index: Index) -> (
    kind: MarkupIssue.Kind, message: String
  )? {
    if hasARIAName(element, index) || hasTitle(element) { return nil }
    if let id = attribute(element, "id"), index.labelled.contains(id) { return nil }
    var ancestor = element.pointee.parent
    while let current = ancestor, current.pointee.type == XML_ELEMENT_NODE {
      if name(of: current) == "label" { return nil }
      ancestor = current.pointee.parent
    }
    return (
      .unlabelledInput,
      "<\(tag)> without a label: wrap it in <label>, point a <label for> at its id, or give it aria-label (a placeholder is no label: it is gone once the field has a value)"
    )
  }

  /// Whether `aria-label` or `aria-labelledby` gives `element` a non-blank name.
  private static func hasARIAName(_ element: xmlNodePtr, _ index: Index) -> Bool {
    if let label = attribute(element, "aria-label"), !isBlank(label) { return true }
    guard let ids = attribute(element, "aria-labelledby") else { return false }
    return ids.split(separator: " ").contains { id in
      index.byID[String(id)].map { !isBlank(text(of: $0)) } ?? false
    }
  }

  private static func hasTitle(_ element: xmlNodePtr) -> Bool {
    attribute(element, "title").map { !isBlank($0) } ?? false
  }

  private static func isHidden(_ element: xmlNodePtr) -> Bool {
    attribute(element, "hidden") != nil || attribute(element, "aria-hidden") == "true"
  }

  /// The text a name is computed from: text nodes, images' alt and nested
  /// aria-labels, leaving out hidden subtrees.
  private static func text(of element: xmlNodePtr) -> String {
    var result = ""
    var child = element.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let content = current.pointee.content { result += String(cString: content) }
      case XML_ELEMENT_NODE where !isHidden(current):
        if let label = attribute(current, "aria-label"), !isBlank(label) {
          result += label
        } else if ["img", "area", "input"].contains(name(of: current)) {
          result += attribute(current, "alt") ?? ""
        } else {
          result += text(of: current)
        }
      default: break
      }
      child = current.pointee.next
    }
    return result
  }

  private static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

  private static func name(of element: xmlNodePtr) -> String {
    element.pointee.name.map { String(cString: $0).lowercased() } ?? ""
  }

  private static func attribute(_ element: xmlNodePtr, _ name: String) -> String? {
    LibXML2Parser.attributeValue(element, name)
  }
}
