import VDOM

/// One problem found in rendered markup: what is wrong, where, and what a
/// browser's parser would do with it.
///
/// ```swift
/// for issue in MarkupValidator().validate("<p><div>x</div></p>") {
///   print(issue)  // line 1, p > div: block element <div> inside <p> …
/// }
/// ```
public struct MarkupIssue: Sendable, Hashable, CustomStringConvertible {
  /// The rule that was broken.
  public var kind: Kind
  /// What is wrong and what a browser would do about it.
  public var message: String
  /// The element path, outermost first: `html > body > main > p[2] > div`.
  ///
  /// `[n]` marks the n-th element of that tag among its siblings (shown from
  /// the second on); `#text` stands for a text node.
  public var path: String
  /// The 1-based source line where the offending markup starts; 0 for an
  /// issue found in a ``Node`` tree rather than in markup.
  public var line: Int

  /// Creates an issue.
  public init(kind: Kind, message: String, path: String, line: Int) {
    self.kind = kind
    self.message = message
    self.path = path
    self.line = line
  }

  /// `line 3, main > p > div: <message>`.
  public var description: String {
    "line \(line), \(path.isEmpty ? "(top level)" : path): \(message)"
  }

  /// The kinds of problems the validator reports.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A block element opened while a `<p>` is open: the browser closes the `<p>` first.
    case blockInParagraph
    /// A heading opened directly inside another heading: the browser closes the first.
    case nestedHeading
    /// A `<tr>` (or `<col>`) directly in `<table>`: the browser inserts `<tbody>` (or `<colgroup>`).
    case tableRowWithoutSection
    /// A `<td>`/`<th>` whose parent is not a `<tr>`: the browser inserts a row or drops the tag.
    case tableCellOutsideRow
    /// A table part (`tr`, `tbody`, `caption`, `col`…) outside any table: the browser drops the tag.
    case tablePartOutsideTable
    /// Text or an element directly in a table, section or row: the browser moves it before the table.
    case fosterParentedContent
    /// An `<a>` inside an `<a>`: the browser closes the outer link.
    case nestedLink
    /// A `<form>` inside a `<form>`: the browser ignores the inner start tag.
    case nestedForm
    /// Interactive content (links, buttons, inputs…) inside a `<button>` or `<a>`.
    case interactiveInInteractive
    /// An `<li>`, `<dt>` or `<dd>` outside its list: the browser may close an open item.
    case listItemOutsideList
    /// An `<option>` or `<optgroup>` outside `<select>`, `<datalist>` or `<optgroup>`.
    case optionOutsideSelect
    /// Body content inside `<head>`: the browser closes the head and starts the body.
    case bodyContentInHead
    /// An HTML element breaking out of `<svg>`/`<math>`: the browser closes the foreign element.
    case foreignContentBreakout
    /// An element still open where its parent ends or at the end of the input.
    case unclosedElement
    /// End tags in a different order than their start tags.
    case misnestedTags
    /// An end tag with no open element of that name: the browser ignores it (or invents one).
    case strayEndTag
    /// An end tag or content for a void element such as `<input>` or `<br>`.
    case voidElementContent
    /// `<div/>`: HTML ignores the slash, so the element stays open.
    case selfClosingNonVoid
    /// Two elements with the same `id`.
    case duplicateID
    /// An attribute name that HTML or the DOM (`setAttribute`) rejects.
    case invalidAttributeName
    /// The same attribute twice on one element: the browser keeps only the first.
    case duplicateAttribute
    /// A tag that is not an HTML5, SVG or MathML element nor a custom element.
    case unknownElement
    /// Raw markup that is not the only child of its element.
    case rawMarkupWithSiblings
    /// An `<img>` (or `<input type="image">`) without `alt`: assistive technology has no text for it.
    case missingAlt
    /// A button or link with no accessible name: no text, image alt, `aria-label` or `title`.
    case unnamedControl
    /// A form field (`input`, `select`, `textarea`) that no `<label>`, `aria-label` or `title` names.
    case unlabelledInput
    /// Any other error reported by libxml2's HTML parser.
    case parserError
  }
}
