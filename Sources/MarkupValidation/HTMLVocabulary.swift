import VDOM

/// The element categories of the HTML5 parsing rules that the validator needs.
enum HTMLVocabulary {
  /// Elements with no content and no end tag (VDOM's one table).
  static var voidElements: Set<String> { VoidElements.names }

  /// Elements whose content is raw text up to their end tag.
  static let rawTextElements: Set<String> = [
    "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes",
  ]

  /// Start tags that close an open `<p>` (the HTML5 "close a p element" step).
  static let closesParagraph: Set<String> = [
    "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
    "dd", "dt",
    "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
    "header",
    "hgroup", "hr", "li", "listing", "main", "menu", "nav", "ol", "p", "plaintext", "pre", "search",
    "section", "summary", "table", "ul", "xmp",
  ]

  /// Elements that bound the "button scope" in which an open `<p>` is looked for.
  static let buttonScopeBoundaries: Set<String> = [
    "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template", "button",
  ]

  /// `h1` … `h6`.
  static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

  /// Elements where only table structure may appear as children.
  static let tableContexts: Set<String> = ["table", "tbody", "thead", "tfoot", "tr"]

  /// Table parts that only have meaning inside a table.
  static let tableParts: Set<String> = [
    "caption", "colgroup", "col", "tbody", "thead", "tfoot", "tr", "td", "th",
  ]

  /// Children a table context keeps in place besides its own structure.
  static let tableNeutralElements: Set<String> = ["script", "template", "style"]

  /// Elements allowed in `<head>`.
  static let headElements: Set<String> = [
    "base", "link", "meta", "noscript", "script", "style", "template", "title",
  ]

  /// Elements a browser pulls out of `<svg>`/`<math>` content.
  static let foreignBreakouts: Set<String> = [
    "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em",
    "embed", "h1",
    "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr",
    "ol",
    "p", "pre", "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u",
    "ul",
    "var",
  ]

  /// Foreign elements whose children are HTML again (lowercased names).
  static let htmlIntegrationPoints: Set<String> = [
    "foreignobject", "desc", "title", "mi", "mo", "mn", "ms", "mtext", "annotation-xml",
  ]

  /// Every element of the HTML Living Standard, plus obsolete ones browsers still parse.
  static let knownElements: Set<String> = [
    "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo",
    "blockquote",
    "body", "br", "button", "canvas", "caption", "cite", "code", "col", "colgroup", "data",
    "datalist", "dd",
    "del", "details", "dfn", "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption",
    "figure",
    "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html",
    "i",
    "iframe", "img", "input", "ins", "kbd", "label", "legend", "li", "link", "main", "map", "mark",
    "menu",
    "meta", "meter", "nav", "noscript", "object", "ol", "optgroup", "option", "output", "p",
    "picture",
    "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script", "search", "section",
    "select", "slot",
    "small", "source", "span", "strong", "style", "sub", "summary", "sup", "table", "tbody", "td",
    "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "u", "ul",
    "var",
    "video", "wbr", "svg", "math",
  ]

  /// Whether `tag` is interactive content (the HTML5 content category).
  static func isInteractive(_ tag: String, attributes: [TokenAttribute]) -> Bool {
    switch tag {
    case "a", "button", "details", "embed", "iframe", "label", "select", "textarea": return true
    case "input": return attributes.first { $0.name == "type" }?.value?.lowercased() != "hidden"
    case "audio", "video": return attributes.contains { $0.name == "controls" }
    case "img", "object": return attributes.contains { $0.name == "usemap" }
    default: return false
    }
  }

  /// Custom element names contain a hyphen and start with a lowercase letter.
  static func isCustomElement(_ tag: String) -> Bool {
    tag.contains("-") && tag.first.map { $0 >= "a" && $0 <= "z" } == true
  }
}
