import VDOM

extension HTMLStructureChecker {
  /// Applies the HTML5 tree-construction rules that restructure the tree at
  /// a start tag, reporting the first that applies.
  mutating func checkStartTag(_ tag: String, attributes: [TokenAttribute], path: String, line: Int)
  {
    if let (kind, message) = structuralProblem(tag, attributes: attributes) {
      report(kind, message, path: path, line: line)
      if kind == .blockInParagraph,
        let index = stack.lastIndex(where: { $0.name == "p" && $0.namespace == .html })
      {
        stack[index].isClosedByBrowser = true
      }
    }
    if let (kind, message) = contentModelProblem(tag, attributes: attributes) {
      report(kind, message, path: path, line: line)
    }
  }

  /// Problems with where `tag` sits: head, tables, paragraphs, headings.
  private func structuralProblem(_ tag: String, attributes: [TokenAttribute]) -> (
    MarkupIssue.Kind, String
  )? {
    let parent = currentHTMLName
    // A template's content is a fragment of its own: anything may start it.
    if parent == "template" { return nil }
    if parent == "head" && !HTMLVocabulary.headElements.contains(tag) {
      return (
        .bodyContentInHead,
        "<\(tag)> inside <head>: the browser closes the head and moves <\(tag)> into the body"
      )
    }
    if let parent, HTMLVocabulary.tableContexts.contains(parent) || parent == "colgroup" {
      return tableChildProblem(tag, parent: parent, attributes: attributes)
    }
    if HTMLVocabulary.tableParts.contains(tag) {
      if tag == "td" || tag == "th" {
        return (
          .tableCellOutsideRow,
          "<\(tag)> outside a <tr>: the browser ignores the tag and keeps only its content"
        )
      }
      return (
        .tablePartOutsideTable,
        "<\(tag)> outside a <table>: the browser ignores the tag and keeps only its content"
      )
    }
    if HTMLVocabulary.closesParagraph.contains(tag), let paragraph = openParagraphInButtonScope() {
      return (
        .blockInParagraph,
        "<\(tag)> inside <p> (line \(paragraph.line)): the browser closes the <p> first, so <\(tag)> and what follows become siblings of the <p>; use a <div> instead of the <p>"
      )
    }
    if HTMLVocabulary.headings.contains(tag), let parent, HTMLVocabulary.headings.contains(parent) {
      return (
        .nestedHeading, "<\(tag)> inside <\(parent)>: the browser closes the <\(parent)> first"
      )
    }
    return nil
  }

  /// What may appear directly inside a table, a section, a row or a colgroup.
  private func tableChildProblem(
    _ tag: String, parent: String, attributes: [TokenAttribute]
  ) -> (MarkupIssue.Kind, String)? {
    let hiddenInput =
      tag == "input" && attributes.first { $0.name == "type" }?.value?.lowercased() == "hidden"
    if HTMLVocabulary.tableNeutralElements.contains(tag) || (hiddenInput && parent != "colgroup") {
      return nil
    }
    switch (parent, tag) {
    case ("table", "caption"), ("table", "colgroup"), ("table", "thead"), ("table", "tbody"),
      ("table", "tfoot"), ("thead", "tr"), ("tbody", "tr"), ("tfoot", "tr"), ("tr", "td"),
      ("tr", "th"),
      ("colgroup", "col"):
      return nil
    case ("table", "tr"):
      return (
        .tableRowWithoutSection,
        "<tr> directly inside <table>: the browser inserts a <tbody> around it; write the <tbody>"
      )
    case ("table", "col"):
      return (
        .tableRowWithoutSection,
        "<col> directly inside <table>: the browser inserts a <colgroup> around it; write the <colgroup>"
      )
    case (_, "td"), (_, "th"):
      return (
        .tableCellOutsideRow,
        "<\(tag)> directly inside <\(parent)>: the browser inserts a <tr>\(parent == "table" ? " and a <tbody>" : "") around it"
      )
    case (_, _) where HTMLVocabulary.tableParts.contains(tag):
      return (
        .tablePartOutsideTable,
        "<\(tag)> inside <\(parent)>: the browser closes the <\(parent)> and moves <\(tag)> up to where it is allowed"
      )
    default:
      return (
        .fosterParentedContent,
        "<\(tag)> directly inside <\(parent)>: the browser moves it before the table (foster parenting); put it in a <td> or <th>"
      )
    }
  }

  /// Problems with what `tag` is nested in: links, forms, buttons, lists, selects, unknown tags.
  private func contentModelProblem(_ tag: String, attributes: [TokenAttribute]) -> (
    MarkupIssue.Kind, String
  )? {
    let parent = currentHTMLName
    if tag == "a", let link = openElement("a", stoppingAt: Self.formattingMarkers) {
      return (
        .nestedLink,
        "<a> inside <a> (line \(link.line)): the browser closes the outer link first"
      )
    }
    if tag == "form", let form = openElement("form", stoppingAt: ["template"]) {
      return (
        .nestedForm,
        "<form> inside <form> (line \(form.line)): the browser ignores the inner <form> tag"
      )
    }
    if HTMLVocabulary.isInteractive(tag, attributes: attributes),
      let outer = stack.last(where: {
        $0.namespace == .html && ($0.name == "button" || $0.name == "a")
      })
    {
      let consequence =
        tag == "button" && outer.name == "button"
        ? "the browser closes the outer <button> first"
        : "clicks reach both, and the HTML is invalid"
      return (
        .interactiveInInteractive,
        "interactive <\(tag)> inside <\(outer.name)> (line \(outer.line)): \(consequence)"
      )
    }
    if tag == "li" && !["ul", "ol", "menu"].contains(parent ?? "") {
      return (
        .listItemOutsideList,
        "<li> outside <ul>, <ol> or <menu>: the browser closes any open <li> it finds above"
      )
    }
    if tag == "dt" || tag == "dd" {
      let grandparent = stack.count >= 2 ? stack[stack.count - 2].name : nil
      if !(parent == "dl" || (parent == "div" && grandparent == "dl")) {
        return (
          .listItemOutsideList,
          "<\(tag)> outside <dl>: the browser closes any open <dt>/<dd> it finds above"
        )
      }
    }
    if tag == "option" && !["select", "datalist", "optgroup"].contains(parent ?? "") {
      return (
        .optionOutsideSelect,
        "<option> outside <select>, <datalist> or <optgroup>: an open <option> is closed by it"
      )
    }
    if tag == "optgroup" && parent != "select" {
      return (
        .optionOutsideSelect,
        "<optgroup> outside <select>: the browser closes any open <optgroup> or <option>"
      )
    }
    if !HTMLVocabulary.knownElements.contains(tag) && !HTMLVocabulary.isCustomElement(tag) {
      return (
        .unknownElement,
        "<\(tag)> is not an HTML element (custom elements need a hyphen in their name)"
      )
    }
    return nil
  }

  /// Elements after which the list of active formatting elements starts afresh.
  static let formattingMarkers: Set<String> = [
    "applet", "caption", "marquee", "object", "template", "td", "th",
  ]

  /// The open `<p>` a block start tag would close, if any.
  private func openParagraphInButtonScope() -> OpenElement? {
    for element in stack.reversed() {
      if element.namespace != .html { return nil }
      if element.name == "p" { return element.isClosedByBrowser ? nil : element }
      if HTMLVocabulary.buttonScopeBoundaries.contains(element.name) { return nil }
    }
    return nil
  }

  /// The innermost open HTML element named `name`, not looking past `boundaries`.
  private func openElement(_ name: String, stoppingAt boundaries: Set<String>) -> OpenElement? {
    for element in stack.reversed() {
      if element.namespace != .html { continue }
      if element.name == name { return element }
      if boundaries.contains(element.name) { return nil }
    }
    return nil
  }
}
