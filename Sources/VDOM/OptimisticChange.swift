/// A change the browser makes to the page as soon as a bound event fires,
/// before the server answers: the server's update that acknowledges the
/// event replaces it with the truth (the client undoes the change and
/// applies the patches in one task, so nothing flickers when they agree).
///
/// Sent in the binding's attribute as `;o=<change>,<change>` where each
/// change is a letter, its argument and an optional `@<selector>` target:
/// `c<class>` toggles a class, `t<text>` sets the text, `a<name>=<value>`
/// sets an attribute, `r<name>` removes one. In arguments and selectors
/// `%`, `,`, `;` and `@` are written `%25`, `%2C`, `%3B` and `%40`.
///
/// ```swift
/// input(.type(.checkbox), .onCheck(optimistic: [.toggleClass("done", on: "li")]) { .doneChanged($0) })
/// // data-t-change="7;o=cdone@li"
/// ```
public struct OptimisticChange: Sendable, Hashable {
  /// What changes.
  public enum Kind: Sendable, Hashable {
    /// The class is added if missing, removed if present.
    case toggleClass(String)
    /// The element's text becomes this.
    case setText(String)
    /// The attribute (name, value) is set.
    case setAttribute(String, String)
    /// The attribute is removed.
    case removeAttribute(String)
  }

  /// What changes.
  public var kind: Kind
  /// A CSS selector for the element changed, matched by `closest` from the
  /// bound element (itself or an ancestor); `nil` for the bound element.
  public var target: String?

  /// Creates a change of `target` (the bound element when `nil`).
  public init(_ kind: Kind, on target: String? = nil) {
    self.kind = kind
    self.target = target
  }

  /// Toggles the class `name` on `target`.
  public static func toggleClass(_ name: String, on target: String? = nil) -> Self {
    Self(.toggleClass(name), on: target)
  }

  /// Sets the text of `target`.
  public static func setText(_ text: String, on target: String? = nil) -> Self {
    Self(.setText(text), on: target)
  }

  /// Sets the attribute `name` of `target` to `value`.
  public static func setAttribute(_ name: String, _ value: String, on target: String? = nil)
    -> Self
  {
    Self(.setAttribute(name, value), on: target)
  }

  /// Removes the attribute `name` of `target`.
  public static func removeAttribute(_ name: String, on target: String? = nil) -> Self {
    Self(.removeAttribute(name), on: target)
  }

  /// The change as the client reads it: `cdone@li`.
  public var encoded: String {
    let body: String
    switch kind {
    case .toggleClass(let name): body = "c" + Self.escaped(name)
    case .setText(let text): body = "t" + Self.escaped(text)
    case .setAttribute(let name, let value):
      body = "a" + Self.escaped(name) + "=" + Self.escaped(value)
    case .removeAttribute(let name): body = "r" + Self.escaped(name)
    }
    return target.map { body + "@" + Self.escaped($0) } ?? body
  }

  /// `text` with `%`, `,`, `;` and `@` percent-encoded.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: isReservedChangeByte) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 6)
    let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      if isReservedChangeByte(byte) {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The list's `o=` value: the changes, comma-separated.
  static func encoded(_ changes: [OptimisticChange]) -> String {
    changes.map(\.encoded).joined(separator: ",")
  }
}

/// Whether `byte` must be percent-encoded in an optimistic change.
@inline(__always)
func isReservedChangeByte(_ byte: UInt8) -> Bool {
  isReservedKeyByte(byte) || byte == UInt8(ascii: "@")
}
