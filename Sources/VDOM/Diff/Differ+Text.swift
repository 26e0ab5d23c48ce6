extension Differ {
  /// The shorter of "set the whole text" and "splice the changed middle".
  @inlinable
  mutating func textPatch(_ old: String, _ new: String) -> Patch<Action> {
    guard let splice = TextSplice(old, new) else { return .setText(path: path, text: new) }
    return .spliceText(
      path: path, insert: splice.insert, suffix: splice.suffix, prefix: splice.prefix)
  }
}

/// The change from one text to another as a splice: the common prefix and
/// suffix are kept, the middle replaced.
///
/// Prefix and suffix are whole Unicode scalars, so a splice never cuts a
/// surrogate pair, counted in UTF-16 code units like the DOM. They are
/// found on the UTF-8 bytes, then cut back to where a scalar starts: two
/// runs of bytes are equal exactly when the scalars they encode are, and
/// walking bytes spares a scalar view's index checks.
@usableFromInline
struct TextSplice {
  /// The new middle.
  @usableFromInline var insert: String
  /// Kept code units at the end.
  @usableFromInline var suffix: Int
  /// Kept code units at the start; `nil` when nothing is deleted.
  @usableFromInline var prefix: Int?

  /// The splice from `old` to `new`, or `nil` when sending `new` whole is
  /// no longer on the wire.
  @usableFromInline
  init?(_ old: String, _ new: String) {
    var old = old
    var new = new
    let (splice, newBytes) = old.withUTF8 { a in
      new.withUTF8 { b in (Self.splice(a, b), b.count) }
    }
    let (insert, prefix, suffix, deletes) = splice
    // Rough wire sizes: a number costs its digits and a comma.
    var cost = insert.utf8.count
    if deletes || suffix > 0 { cost += Self.digitCount(suffix) + 1 }
    if deletes { cost += Self.digitCount(prefix) + 1 }
    guard cost < newBytes else { return nil }
    self.insert = insert
    self.suffix = suffix
    self.prefix = deletes ? prefix : nil
  }

  /// The new middle, the kept prefix and suffix in UTF-16 code units, and
  /// whether anything of `a` is deleted.
  private static func splice(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> (insert: String, prefix: Int, suffix: Int, deletes: Bool)
  {
    let limit = min(a.count, b.count)
    var prefix = 0
    while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
    // Back to the start of the scalar the first difference is in (a scalar
    // starts at the same place in both, as the bytes before are the same).
    while prefix > 0, prefix < a.count, isContinuation(a[prefix]) { prefix -= 1 }
    let room = limit - prefix
    var suffix = 0
    while suffix < room, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    while suffix > 0, isContinuation(a[a.count - suffix]) { suffix -= 1 }
    let middle = UnsafeBufferPointer(rebasing: b[prefix..<(b.count - suffix)])
    return (
      String(decoding: middle, as: UTF8.self),
      utf16Count(UnsafeBufferPointer(rebasing: a[..<prefix])),
      utf16Count(UnsafeBufferPointer(rebasing: a[(a.count - suffix)...])),
      prefix != a.count - suffix
    )
  }

  /// Whether `byte` continues a scalar rather than starting one.
  private static func isContinuation(_ byte: UInt8) -> Bool {
    byte & 0xC0 == 0x80
  }

  /// The UTF-16 code units of the scalars of `bytes`: one per scalar, two
  /// for those of four bytes (above U+FFFF).
  private static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes {
      if !isContinuation(byte) { count += 1 }
      if byte >= 0xF0 { count += 1 }
    }
    return count
  }

  private static func digitCount(_ value: Int) -> Int {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }
}
