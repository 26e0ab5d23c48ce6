/// The tags of the element functions, stored as one byte in an element's
/// header rather than as a 16-byte string: every mounted element keeps its
/// tag, and the diff compares two of them as bytes. Any other tag is stored
/// as a string beside the element (code `0`).
@usableFromInline
enum KnownTag: UInt8, CaseIterable, Sendable {
  case a = 1
  case abbr, article, aside, base, blockquote, body, br, button, caption, circle, code, col
  case colgroup, dd, details, dialog, div, dl, dt, em, fieldset, figcaption, figure, footer, form
  case g, h1, h2, h3, h4, h5, h6, head, header, hr, html, img, input, kbd, label, legend, li
  case line, link, main, mark, meta, nav, ol, optgroup, option, output, p, path, pre, progress
  case rect, script, section, select, small, span, strong, style, sub, summary, sup, svg, table
  case tbody, td, text, textarea, tfoot, th, thead, time, title, tr, ul, wbr

  /// The tag name.
  @inlinable var name: String {
    literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }

  /// The tag name as a literal: the renderer writes it without making,
  /// retaining or releasing a string for each element.
  @inlinable var literal: StaticString {
    switch self {
    case .a: return "a"
    case .abbr: return "abbr"
    case .article: return "article"
    case .aside: return "aside"
    case .base: return "base"
    case .blockquote: return "blockquote"
    case .body: return "body"
    case .br: return "br"
    case .button: return "button"
    case .caption: return "caption"
    case .circle: return "circle"
    case .code: return "code"
    case .col: return "col"
    case .colgroup: return "colgroup"
    case .dd: return "dd"
    case .details: return "details"
    case .dialog: return "dialog"
    case .div: return "div"
    case .dl: return "dl"
    case .dt: return "dt"
    case .em: return "em"
    case .fieldset: return "fieldset"
    case .figcaption: return "figcaption"
    case .figure: return "figure"
    case .footer: return "footer"
    case .form: return "form"
    case .g: return "g"
    case .h1: return "h1"
    case .h2: return "h2"
    case .h3: return "h3"
    case .h4: return "h4"
    case .h5: return "h5"
    case .h6: return "h6"
    case .head: return "head"
    case .header: return "header"
    case .hr: return "hr"
    case .html: return "html"
    case .img: return "img"
    case .input: return "input"
    case .kbd: return "kbd"
    case .label: return "label"
    case .legend: return "legend"
    case .li: return "li"
    case .line: return "line"
    case .link: return "link"
    case .main: return "main"
    case .mark: return "mark"
    case .meta: return "meta"
    case .nav: return "nav"
    case .ol: return "ol"
    case .optgroup: return "optgroup"
    case .option: return "option"
    case .output: return "output"
    case .p: return "p"
    case .path: return "path"
    case .pre: return "pre"
    case .progress: return "progress"
    case .rect: return "rect"
    case .script: return "script"
    case .section: return "section"
    case .select: return "select"
    case .small: return "small"
    case .span: return "span"
    case .strong: return "strong"
    case .style: return "style"
    case .sub: return "sub"
    case .summary: return "summary"
    case .sup: return "sup"
    case .svg: return "svg"
    case .table: return "table"
    case .tbody: return "tbody"
    case .td: return "td"
    case .text: return "text"
    case .textarea: return "textarea"
    case .tfoot: return "tfoot"
    case .th: return "th"
    case .thead: return "thead"
    case .time: return "time"
    case .title: return "title"
    case .tr: return "tr"
    case .ul: return "ul"
    case .wbr: return "wbr"
    }
  }

  /// The code of each known tag name.
  @usableFromInline static let codes: [String: KnownTag] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.name, $0) })

  /// The known tag named `name`, if any.
  @inlinable
  init?(name: String) {
    guard let tag = Self.codes[name] else { return nil }
    self = tag
  }
}
