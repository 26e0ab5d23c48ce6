/// An element's tag name as the renderer passes it around: a known tag, or
/// where the element stores another name. Trivial to copy, unlike a
/// string, which is retained and released at each hand-over; the known tag
/// is read from its code once per element.
@usableFromInline
enum TagName {
  case known(KnownTag)
  /// The name an element stores; valid while that element lives.
  case custom(UnsafePointer<String>)

  /// The name as a string, for the few checks that compare it.
  @inlinable var string: String {
    switch self {
    case .known(let known): return known.name
    case .custom(let name): return name.pointee
    }
  }
}

/// The header of an ``ElementStorage``, ahead of its attributes, bindings
/// and children: one word of counts and the tag's code. Not generic, so
/// that releasing a storage reads it without looking up type metadata.
@usableFromInline
struct ElementFields {
  @usableFromInline var counts: ElementCounts

  @inlinable
  init(counts: ElementCounts) {
    self.counts = counts
  }
}

/// An element's tag: one of the element functions' tags, or any other name.
@usableFromInline
enum ElementTag {
  case known(KnownTag)
  /// A tag without a code, stored as a string beside the element.
  case custom(String)

  /// The tag named `name`.
  @inlinable
  init(_ name: String) {
    if let known = KnownTag(name: name) {
      self = .known(known)
    } else {
      self = .custom(name)
    }
  }

  /// The code in the header: the known tag's, or `0`.
  @inlinable var code: UInt8 {
    if case .known(let tag) = self { return tag.rawValue }
    return 0
  }

  /// The bytes it takes after the children.
  @inlinable var bytes: Int {
    if case .custom = self { return MemoryLayout<String>.stride }
    return 0
  }
}

/// The counts of an element's attributes, bindings and children, its tag's
/// code and the kind of its extras, in one word: every mounted element
/// keeps them.
@usableFromInline
struct ElementCounts {
  /// Children in bits 0–31, attributes in 32–43, bindings in 44–51, the
  /// tag's code in 52–59, the extras' kind in 60–61.
  @usableFromInline var bits: UInt64

  /// The largest number of attributes an element can have.
  @inlinable static var attributeLimit: Int { 0xFFF }
  /// The largest number of event bindings an element can have.
  @inlinable static var eventLimit: Int { 0xFF }
  /// The largest number of children an element can have.
  @inlinable static var childLimit: Int { 0xFFFF_FFFF }

  @inlinable
  init(attributes: Int, events: Int, children: Int, tag: UInt8, extras: ElementExtras.Kind) {
    precondition(
      attributes <= Self.attributeLimit,
      "an element has at most \(Self.attributeLimit) attributes")
    precondition(events <= Self.eventLimit, "an element has at most \(Self.eventLimit) bindings")
    precondition(children <= Self.childLimit, "an element has at most \(Self.childLimit) children")
    bits =
      UInt64(children) | UInt64(attributes) << 32 | UInt64(events) << 44 | UInt64(tag) << 52
      | UInt64(extras.rawValue) << 60
  }

  @inlinable var children: Int { Int(truncatingIfNeeded: bits & 0xFFFF_FFFF) }
  @inlinable var attributes: Int { Int(truncatingIfNeeded: (bits >> 32) & 0xFFF) }
  @inlinable var events: Int { Int(truncatingIfNeeded: (bits >> 44) & 0xFF) }
  @inlinable var tag: UInt8 { UInt8(truncatingIfNeeded: bits >> 52) }
  @inlinable var extras: ElementExtras.Kind {
    ElementExtras.Kind(rawValue: UInt8(truncatingIfNeeded: (bits >> 60) & 3)) ?? .none
  }
}

/// An element's key and memo, stored after its children only when it has
/// either. The root an equal `lazy` call built keeps only its thunk, which
/// holds the key and is the memo.
@usableFromInline
enum ElementExtras {
  case none
  case keyed(String?, Memo?)
  case lazy(KeyedMemoBox)

  /// The extras holding `key` and `memo`, in the smallest form that can.
  @inlinable
  init(key: String?, memo: Memo?) {
    if key == nil, memo == nil {
      self = .none
    } else if let box = memo?.box as? KeyedMemoBox, box.key == key {
      self = .lazy(box)
    } else {
      self = .keyed(key, memo)
    }
  }

  /// How extras are stored.
  @usableFromInline
  enum Kind: UInt8 {
    case none, keyed, lazy

    /// The bytes they take after the children.
    @inlinable var bytes: Int {
      switch self {
      case .none: return 0
      case .keyed: return MemoryLayout<KeyAndMemo>.stride
      case .lazy: return MemoryLayout<KeyedMemoBox>.stride
      }
    }
  }

  @inlinable var kind: Kind {
    switch self {
    case .none: return .none
    case .keyed: return .keyed
    case .lazy: return .lazy
    }
  }
}

/// A key and a memo as stored after an element's children.
@usableFromInline
struct KeyAndMemo {
  @usableFromInline var key: String?
  @usableFromInline var memo: Memo?

  @inlinable
  init(key: String?, memo: Memo?) {
    self.key = key
    self.memo = memo
  }
}

/// A memo that also carries the key of the element it memoises: a lazy
/// node's thunk, so that the element it built stores one reference for both.
@usableFromInline
class KeyedMemoBox: Memo.Box, @unchecked Sendable {
  @usableFromInline let key: String?

  @usableFromInline
  init(key: String?) {
    self.key = key
  }
}
