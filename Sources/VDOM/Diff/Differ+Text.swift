extension Differ {
  /// The shorter of "set the whole text" and "splice the changed middle".
  @inlinable
  func textPatch(_ old: String, _ new: String) -> Patch<Action> {
    guard let splice = TextSplice(old, new) else { return .setText(path: path, text: new) }
    return .spliceText(
      path: path, insert: splice.insert, suffix: splice.suffix, prefix: splice.prefix)
  }
}

/// The change from one text to another as a splice: the common prefix and
/// suffix are kept, the middle replaced.
///
/// Prefix and suffix are compared as UTF-8 bytes and end on scalar
/// boundaries, so a splice never cuts a surrogate pair, then counted in
/// UTF-16 code units like the DOM. Bytes, not `unicodeScalars`: a label that
/// grows by a few characters per update is compared whole every time, and
/// walking its scalars was a sixth of such an update's server time.
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
    guard
      let splice = withUTF8Bytes(old, { old in withUTF8Bytes(new) { Self.make(old, $0) } })
    else { return nil }
    self = splice
  }

  private init(insert: String, suffix: Int, prefix: Int?) {
    self.insert = insert
    self.suffix = suffix
    self.prefix = prefix
  }

  private static func make(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>)
    -> TextSplice?
  {
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    // Back to the start of a scalar that continues differently in one of them.
    while prefix > 0,
      (prefix < old.count && isContinuation(old[prefix]))
        || (prefix < new.count && isContinuation(new[prefix]))
    {
      prefix -= 1
    }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    // The kept end starts on a scalar: the bytes are the same in both.
    while suffix > 0, isContinuation(old[old.count - suffix]) { suffix -= 1 }
    let inserted = UnsafeBufferPointer(rebasing: new[prefix..<new.count - suffix])
    let deletes = prefix < old.count - suffix
    let suffixUnits = utf16Count(UnsafeBufferPointer(rebasing: old[(old.count - suffix)...]))
    let prefixUnits = utf16Count(UnsafeBufferPointer(rebasing: old[..<prefix]))
    // Rough wire sizes: a number costs its digits and a comma.
    var cost = inserted.count
    if deletes || suffix > 0 { cost += digitCount(suffixUnits) + 1 }
    if deletes { cost += digitCount(prefixUnits) + 1 }
    guard cost < new.count else { return nil }
    return TextSplice(
      insert: String(decoding: inserted, as: UTF8.self), suffix: suffixUnits,
      prefix: deletes ? prefixUnits : nil)
  }

  /// A UTF-8 continuation byte (`10xxxxxx`): not the start of a scalar.
  @inline(__always)
  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// The UTF-16 code units of whole scalars in UTF-8: one per scalar, two
  /// for those of four bytes.
  private static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var units = 0
    for byte in bytes {
      if !isContinuation(byte) { units += 1 }
      if byte >= 0xF0 { units += 1 }
    }
    return units
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
