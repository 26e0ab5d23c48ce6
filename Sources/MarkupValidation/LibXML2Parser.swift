import CLibXML2
import VDOM

/// Parses HTML with libxml2's HTML parser and collects what it reports:
/// parser errors (through a per-context structured error handler, so
/// concurrent parses never share state) and duplicate ids found by walking
/// the parsed tree, and the accessibility rules (``AccessibilityCheck``) when asked.
enum LibXML2Parser {
  /// An error libxml2 reported, with the path of the node it was building.
  struct Message {
    var code: Int
    var text: String
    var line: Int
    var path: String
  }

  /// What one parse produced.
  struct Result {
    var messages: [Message] = []
    var duplicateIDs: [MarkupIssue] = []
    var accessibility: [MarkupIssue] = []
  }

  /// Parses `html`; a fragment is wrapped in a document so libxml2 does not
  /// invent wrappers of its own, and its paths are given relative to `body`.
  static func parse(_ html: String, isFragment: Bool, accessibility: Bool = true) -> Result {
    _ = initialized
    let source = isFragment ? "<!DOCTYPE html><html><body>" + html + "</body></html>" : html
    let collector = Collector(stripsBody: isFragment)
    guard let context = htmlNewParserCtxt() else { return Result() }
    defer { htmlFreeParserCtxt(context) }
    context.pointee._private = Unmanaged.passUnretained(collector).toOpaque()
    // libxml2 2.9 calls `serror` only for handlers marked as SAX2.
    context.pointee.sax.pointee.initialized = UInt32(XML_SAX2_MAGIC)
    context.pointee.sax.pointee.serror = { userData, error in
      guard let userData, let error else { return }
      let context = userData.assumingMemoryBound(to: htmlParserCtxt.self)
      guard let collectorPointer = context.pointee._private else { return }
      let collector = Unmanaged<Collector>.fromOpaque(collectorPointer).takeUnretainedValue()
      collector.record(error.pointee, node: context.pointee.node)
    }
    let options = Int32(HTML_PARSE_NONET.rawValue)
    let document = withExtendedLifetime(collector) {
      source.withCString { bytes in
        htmlCtxtReadMemory(context, bytes, Int32(source.utf8.count), nil, "UTF-8", options)
      }
    }
    var result = Result(messages: collector.messages)
    if let document {
      defer { xmlFreeDoc(document) }
      result.duplicateIDs = duplicateIDs(in: document, stripsBody: isFragment)
      if accessibility {
        result.accessibility = AccessibilityCheck.issues(in: document, stripsBody: isFragment)
      }
    }
    return result
  }

  /// Initialises libxml2 once per process, before any concurrent use.
  private static let initialized: Void = xmlInitParser()

  /// Receives libxml2's errors during one parse.
  private final class Collector {
    let stripsBody: Bool
    var messages: [Message] = []

    init(stripsBody: Bool) { self.stripsBody = stripsBody }

    func record(_ error: xmlError, node: xmlNodePtr?) {
      let text = error.message.map { String(cString: $0) } ?? "unknown error"
      messages.append(
        Message(
          code: Int(error.code),
          text: String(text.reversed().drop { $0.isWhitespace }.reversed()),
          line: Int(error.line),
          path: node.map { LibXML2Parser.path(of: $0, stripsBody: stripsBody) } ?? ""))
    }
  }

  /// Every element whose `id` an earlier element already has.
  private static func duplicateIDs(in document: xmlDocPtr, stripsBody: Bool) -> [MarkupIssue] {
    var firstSeen: [String: (path: String, line: Int)] = [:]
    var issues: [MarkupIssue] = []
    var node = xmlDocGetRootElement(document)
    // Iterative pre-order walk: document order, no recursion depth limit.
    while let current = node {
      if current.pointee.type == XML_ELEMENT_NODE, let id = attributeValue(current, "id") {
        let line = Int(xmlGetLineNo(current))
        let path = self.path(of: current, stripsBody: stripsBody)
        if let first = firstSeen[id] {
          issues.append(
            MarkupIssue(
              kind: .duplicateID,
              message:
                "id \"\(id)\" already used by \(first.path) (line \(first.line)): ids must be unique; getElementById and label[for] find only the first",
              path: path, line: line))
        } else {
          firstSeen[id] = (path, line)
        }
      }
      node = nextInDocumentOrder(current)
    }
    return issues
  }

  /// The node after `node` in document order, after its subtree when `skippingChildren`.
  static func nextInDocumentOrder(_ node: xmlNodePtr, skippingChildren: Bool = false)
    -> xmlNodePtr?
  {
    if !skippingChildren, node.pointee.type == XML_ELEMENT_NODE, let child = node.pointee.children {
      return child
    }
    var current: xmlNodePtr? = node
    while let candidate = current {
      if let next = candidate.pointee.next { return next }
      current = candidate.pointee.parent
      if current?.pointee.type == XML_DOCUMENT_NODE
        || current?.pointee.type == XML_HTML_DOCUMENT_NODE
      {
        return nil
      }
    }
    return nil
  }

  /// The text of attribute `name`, read from the attribute's text children.
  static func attributeValue(_ node: xmlNodePtr, _ name: String) -> String? {
    var attribute = node.pointee.properties
    while let current = attribute {
      if let attributeName = current.pointee.name, String(cString: attributeName) == name {
        var value = ""
        var child = current.pointee.children
        while let text = child {
          if let content = text.pointee.content { value += String(cString: content) }
          child = text.pointee.next
        }
        return value
      }
      attribute = current.pointee.next
    }
    return nil
  }

  /// `html > body > main > p[2]`: element names with their index among
  /// same-named siblings from the second on.
  static func path(of node: xmlNodePtr, stripsBody: Bool) -> String {
    var segments: [String] = []
    var current: xmlNodePtr? = node
    while let element = current, element.pointee.type == XML_ELEMENT_NODE {
      let name = element.pointee.name.map { String(cString: $0) } ?? "?"
      var index = 1
      var sibling = element.pointee.prev
      while let previous = sibling {
        if previous.pointee.type == XML_ELEMENT_NODE, let siblingName = previous.pointee.name,
          String(cString: siblingName) == name
        {
          index += 1
        }
        sibling = previous.pointee.prev
      }
      segments.append(index > 1 ? "\(name)[\(index)]" : name)
      current = element.pointee.parent
    }
    segments.reverse()
    if stripsBody, segments.count >= 2, segments[0] == "html", segments[1] == "body" {
      segments.removeFirst(2)
    }
    return segments.joined(separator: " > ")
  }
}
