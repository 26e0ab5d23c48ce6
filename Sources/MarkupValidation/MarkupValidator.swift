import VDOM

/// Checks rendered HTML for everything a browser's HTML5 parser would
/// silently restructure, plus duplicate ids, invalid attribute names and
/// the accessibility basics (image alt text, named controls, labelled fields).
///
/// Patches address nodes by their position in the last tree sent, so the
/// browser's DOM must have exactly the server tree's shape; markup the parser
/// rearranges breaks that without any error. Two passes find it: a walk over
/// the source applying the HTML5 tree-construction rules (libxml2 2.9's
/// HTML4-era parser fixes some of these silently), and libxml2's HTML parser
/// itself, whose errors and parsed tree (for duplicate ids) complete the
/// picture. Safe to call from several threads at once.
///
/// ```swift
/// let issues = MarkupValidator().validate("<p>Intro<div>Body</div></p>")
/// // [line 1, p > div: <div> inside <p> (line 1): the browser closes the <p> first, …]
/// ```
public struct MarkupValidator: Sendable {
  /// Which groups of rules a validator applies.
  public struct Checks: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// What keeps the browser's DOM equal to the server's tree: the parser's
    /// restructuring, duplicate ids, attribute names.
    public static let structure = Checks(rawValue: 1)
    /// Image alt text, named buttons and links, labelled form fields.
    public static let accessibility = Checks(rawValue: 2)
    /// Every rule.
    public static let all: Checks = [.structure, .accessibility]
  }

  /// The rules this validator applies.
  public var checks: Checks

  /// Creates a validator applying `checks` (every rule by default).
  public init(checks: Checks = .all) { self.checks = checks }

  /// The issues in `html`, a full document (starting with a doctype or
  /// `<html>`) or a fragment, in source order; empty when the markup is sound.
  public func validate(_ html: String) -> [MarkupIssue] {
    let structural = HTMLStructureChecker.check(html)
    let parsed = LibXML2Parser.parse(
      html, isFragment: !Self.isDocument(html), accessibility: checks.contains(.accessibility))
    let fromLibXML2 = Self.issues(from: parsed.messages, besides: structural)
    var all = checks.contains(.structure) ? structural + fromLibXML2 + parsed.duplicateIDs : []
    if checks.contains(.accessibility) { all += parsed.accessibility }
    return all.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }.map(\.element)
  }

  /// Whether `html` is a whole document rather than a fragment.
  static func isDocument(_ html: String) -> Bool {
    let start = html.drop { $0.isWhitespace }.prefix(9).lowercased()
    return start.hasPrefix("<!doctype") || start.hasPrefix("<html")
  }

  /// libxml2 errors turned into issues. Its complaints about HTML5 elements
  /// (it knows only HTML4) and duplicate ids (found by the tree walk) are
  /// dropped, and so is anything inside raw-text elements, which libxml2 parses
  /// as markup; its tag-structure errors count only when the source walk
  /// found no structural problem, since they are echoes of one otherwise.
  private static func issues(
    from messages: [LibXML2Parser.Message], besides structural: [MarkupIssue]
  ) -> [MarkupIssue] {
    let structuralFound = structural.contains { !Self.nonStructuralKinds.contains($0.kind) }
    let alreadyReported = Set(structural.map { "\($0.kind):\($0.line)" })
    var issues: [MarkupIssue] = []
    for message in messages where !isInsideRawText(message.path) {
      guard let kind = kind(of: message) else { continue }
      if Self.echoCodes.contains(message.code) && structuralFound { continue }
      if alreadyReported.contains("\(kind):\(message.line)") { continue }
      issues.append(
        MarkupIssue(
          kind: kind, message: "libxml2: \(message.text)", path: message.path, line: message.line))
    }
    return issues
  }

  /// Whether a libxml2 error arose inside an element whose content is raw
  /// text for HTML5 (`script`, `style`, `textarea`…) but markup for libxml2.
  private static func isInsideRawText(_ path: String) -> Bool {
    path.split(separator: " > ").contains { segment in
      HTMLVocabulary.rawTextElements.contains(String(segment.prefix { $0 != "[" }))
    }
  }

  /// The kind for a libxml2 error code, or `nil` for errors to ignore.
  private static func kind(of message: LibXML2Parser.Message) -> MarkupIssue.Kind? {
    switch message.code {
    case unknownTag, idRedefined: return nil
    case tagNameMismatch:
      return message.text.hasPrefix("Unexpected end tag") ? .strayEndTag : .misnestedTags
    case attributeRedefined: return .duplicateAttribute
    case nameRequired: return .invalidAttributeName
    default: return .parserError
    }
  }

  // libxml2 error codes (xmlerror.h, `xmlParserErrors`).
  private static let unknownTag = 801
  private static let idRedefined = 513
  private static let tagNameMismatch = 76
  private static let attributeRedefined = 42
  private static let nameRequired = 68

  private static let structureError = 800
  /// Codes of libxml2 errors about tag structure, which echo a problem the source walk already reported.
  private static let echoCodes: Set<Int> = [tagNameMismatch, structureError]
  private static let nonStructuralKinds: Set<MarkupIssue.Kind> = [
    .duplicateID, .duplicateAttribute, .invalidAttributeName, .unknownElement, .missingAlt,
    .unnamedControl, .unlabelledInput,
  ]
}
