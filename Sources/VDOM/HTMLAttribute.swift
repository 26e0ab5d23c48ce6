/// One HTML attribute of an element: a name and either a string value or,
/// for boolean attributes such as `disabled`, no value (present means true).
public struct HTMLAttribute: Sendable, Hashable {
  /// The name as stored: a one-byte code for the common names.
  @usableFromInline var storedName: AttributeName
  /// The value; `nil` for a boolean attribute that is present.
  public var value: String?

  /// The attribute name, lowercase.
  public var name: String {
    @inlinable get { storedName.string }
    set { storedName = AttributeName(newValue) }
  }

  /// Creates an attribute.
  public init(_ name: String, _ value: String?) {
    self.storedName = AttributeName(name)
    self.value = value
  }

  /// Creates an attribute of a known name, without looking it up.
  @inlinable
  init(known name: KnownAttribute, _ value: String?) {
    self.storedName = .known(name)
    self.value = value
  }

  /// Sorts by name; for a repeated name the last wins, except `class`, whose
  /// values are joined with a space.
  @usableFromInline
  static func normalized(_ attributes: [HTMLAttribute]) -> [HTMLAttribute] {
    if attributes.count < 2 { return attributes }
    var isSortedUnique = true
    for index in 1..<attributes.count
    where !attributes[index - 1].storedName.sorts(before: attributes[index].storedName) {
      isSortedUnique = false
      break
    }
    if isSortedUnique { return attributes }
    // Stable sort keeps declaration order among equal names.
    let sorted = attributes.enumerated().sorted {
      $0.element.storedName != $1.element.storedName
        ? $0.element.storedName.sorts(before: $1.element.storedName) : $0.offset < $1.offset
    }.map(\.element)
    var result: [HTMLAttribute] = []
    result.reserveCapacity(sorted.count)
    for attribute in sorted {
      if let last = result.last, last.storedName == attribute.storedName {
        if attribute.storedName == .known(.class), let old = last.value, let new = attribute.value {
          result[result.count - 1].value = old.isEmpty ? new : (new.isEmpty ? old : old + " " + new)
        } else {
          result[result.count - 1] = attribute
        }
      } else {
        result.append(attribute)
      }
    }
    return result
  }
}
