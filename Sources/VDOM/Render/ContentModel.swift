/// How the HTML parser treats the content of an element, which decides how
/// it is rendered.
@usableFromInline
enum ContentModel: Sendable, Equatable {
  /// Ordinary content: children rendered in turn.
  case normal
  /// No content and no end tag (``VoidElements``); children are ignored.
  case void
  /// `pre` and `listing`: the parser drops one newline right after the start tag.
  case preformatted
  /// `textarea`: text only, and the leading-newline rule of `pre`.
  case textarea
  /// `title`: text only.
  case textOnly
  /// `style`: raw text; `</style` inside it is neutralised.
  case style
  /// `script`: never any content (inline script is forbidden).
  case script
  /// Not a valid tag name: the element is not rendered at all.
  case invalid

  /// The content model of `tag`, compared ASCII-case-insensitively.
  @usableFromInline
  init(tag: String) {
    self = withUTF8Bytes(tag) { ContentModel(tagBytes: $0) }
  }

  /// The content model of a tag as the renderer passes it: a known tag's
  /// is looked up, not worked out from its name again for every element.
  @inlinable @inline(__always)
  init(_ tag: TagName) {
    switch tag {
    case .known(let known): self.init(known: known)
    case .custom(let name): self.init(tag: name.pointee)
    }
  }

  /// The model of a known tag: what `init(tag:)` gives for its name (a test
  /// checks every one), as a switch rather than a table, which the renderer
  /// would look up through a lazy global for every element.
  @inlinable
  init(known tag: KnownTag) {
    switch tag {
    case .base, .br, .col, .hr, .img, .input, .link, .meta, .wbr: self = .void
    case .pre: self = .preformatted
    case .textarea: self = .textarea
    case .title: self = .textOnly
    case .style: self = .style
    case .script: self = .script
    default: self = .normal
    }
  }

  private init(tagBytes tag: UnsafeBufferPointer<UInt8>) {
    guard Self.isValidTagName(tag) else {
      self = .invalid
      return
    }
    if VoidElements.contains(tag) {
      self = .void
      return
    }
    // Dispatch on length, then compare: most tags (div, span, td…) are ruled
    // out after one or two byte compares.
    switch tag.count {
    case 3:
      self = Self.matches(tag, "pre") ? .preformatted : .normal
    case 5:
      if Self.matches(tag, "style") {
        self = .style
      } else if Self.matches(tag, "title") {
        self = .textOnly
      } else {
        self = .normal
      }
    case 6:
      self = Self.matches(tag, "script") ? .script : .normal
    case 7:
      self = Self.matches(tag, "listing") ? .preformatted : .normal
    case 8:
      self = Self.matches(tag, "textarea") ? .textarea : .normal
    default:
      self = .normal
    }
  }

  /// `[A-Za-z][A-Za-z0-9-]*`: anything else could break out of the tag.
  private static func isValidTagName(_ tag: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = tag.first, isASCIILetter(first) else { return false }
    for byte in tag.dropFirst()
    where !(isASCIILetter(byte) || isASCIIDigit(byte) || byte == UInt8(ascii: "-")) {
      return false
    }
    return true
  }

  /// Compares with a lowercase literal; `| 0x20` lowercases letters and
  /// leaves digits and `-` as they are, the only other bytes of a valid tag.
  @inline(__always)
  private static func matches(_ tag: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    guard tag.count == literal.utf8CodeUnitCount else { return false }
    let pointer = literal.utf8Start
    for index in 0..<tag.count where tag[index] | 0x20 != pointer[index] {
      return false
    }
    return true
  }
}

@inline(__always)
func isASCIILetter(_ byte: UInt8) -> Bool {
  (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

@inline(__always)
func isASCIIDigit(_ byte: UInt8) -> Bool {
  byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}
