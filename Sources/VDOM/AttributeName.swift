/// An attribute's name as an attribute stores it: a code for the known
/// names, or a string in a box of its own for any other, so that an
/// attribute is three words rather than four. Canonical: a known name is
/// always stored as its code, so equal names are equal stored names.
@usableFromInline
enum AttributeName: Sendable, Hashable {
  case known(KnownAttribute)
  case custom(CustomAttributeName)

  /// The stored form of `name`.
  @inlinable
  init(_ name: String) {
    if let known = KnownAttribute(name: name) {
      self = .known(known)
    } else {
      self = .custom(CustomAttributeName(name))
    }
  }

  /// The name.
  @inlinable @inline(__always) var string: String {
    switch self {
    case .known(let known): return known.name
    case .custom(let custom): return custom.name
    }
  }

  /// Calls `body` with the name's UTF-8 bytes, a known name's from its
  /// literal, without making a string.
  @inlinable @inline(__always)
  func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    switch self {
    case .known(let known): return known.literal.withUTF8Buffer(body)
    case .custom(let custom): return withUTF8Bytes(custom.name, body)
    }
  }

  /// Whether `self` sorts before `other` as strings do: known names by code.
  @inlinable
  func sorts(before other: AttributeName) -> Bool {
    if case .known(let a) = self, case .known(let b) = other { return a.rawValue < b.rawValue }
    return string < other.string
  }

  @inlinable
  static func == (lhs: AttributeName, rhs: AttributeName) -> Bool {
    switch (lhs, rhs) {
    case (.known(let a), .known(let b)): return a == b
    case (.custom(let a), .custom(let b)): return a === b || a.name == b.name
    default: return false
    }
  }

  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(string)
  }
}

/// A name without a code; immutable.
@usableFromInline
final class CustomAttributeName: Sendable {
  @usableFromInline let name: String

  @usableFromInline
  init(_ name: String) {
    self.name = name
  }
}
