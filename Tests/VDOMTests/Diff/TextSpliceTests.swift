import Testing

@testable import VDOM

/// The byte-level splice keeps the prefix and suffix a scalar-by-scalar
/// comparison keeps, counted in UTF-16 units, and applying it gives the new text.
@Suite struct TextSpliceTests {
  /// One or more bytes per scalar, and a surrogate pair in UTF-16.
  static let alphabet: [String] = ["a", "b", " ", "!", "é", "€", "😀", "😁", "\u{301}"]

  @Test func aGrowingLabelKeepsItsWholeOldText() throws {
    let splice = try #require(TextSplice("pretty red table", "pretty red table !!!"))
    #expect(splice.insert == " !!!")
    #expect(splice.suffix == 0)
    #expect(splice.prefix == nil)
  }

  @Test func aSpliceNeverCutsAScalar() throws {
    // 😀 and 😁 share their first three UTF-8 bytes.
    let splice = try #require(TextSplice("xx😀yyyyyyyy", "xx😁yyyyyyyy"))
    #expect(splice.insert == "😁")
    #expect(splice.prefix == 2)
    #expect(splice.suffix == 8)
    // é and è share their lead byte, at the end of the text.
    let end = TextSplice("aaaaaaaaé", "aaaaaaaaè")
    #expect(end?.insert == "è")
    #expect(end?.prefix == 8)
  }

  @Test func randomTextsSpliceAsScalarsDo() {
    var generator = SeededGenerator(seed: 11)
    func text() -> String {
      (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        Self.alphabet.randomElement(using: &generator)!
      }.joined()
    }
    for _ in 0..<3000 {
      let old = text()
      let new = Bool.random(using: &generator) ? old + text() : text()
      guard old.utf8.elementsEqual(new.utf8) == false else { continue }
      let splice = TextSplice(old, new)
      let expected = ScalarSplice(old, new)
      #expect(splice?.insert == expected?.insert, "\(old) → \(new)")
      #expect(splice?.suffix == expected?.suffix, "\(old) → \(new)")
      #expect(splice?.prefix == expected?.prefix, "\(old) → \(new)")
      if let splice { #expect(Self.apply(splice, to: old) == new, "\(old) → \(new)") }
    }
  }

  /// What the client does: keep `prefix` (or all but `suffix` when nothing
  /// is deleted) and `suffix` UTF-16 units, put `insert` between.
  static func apply(_ splice: TextSplice, to old: String) -> String {
    let units = Array(old.utf16)
    let head = splice.prefix ?? (units.count - splice.suffix)
    let tail = units.count - splice.suffix
    return String(decoding: units[..<head], as: UTF16.self) + splice.insert
      + String(decoding: units[tail...], as: UTF16.self)
  }
}

/// The splice worked out scalar by scalar: the reference for the byte-level one.
private struct ScalarSplice {
  var insert: String
  var suffix: Int
  var prefix: Int?

  init?(_ old: String, _ new: String) {
    let oldScalars = Array(old.unicodeScalars)
    let newScalars = Array(new.unicodeScalars)
    var start = 0
    while start < oldScalars.count, start < newScalars.count,
      oldScalars[start] == newScalars[start]
    {
      start += 1
    }
    var kept = 0
    while kept < oldScalars.count - start, kept < newScalars.count - start,
      oldScalars[oldScalars.count - 1 - kept] == newScalars[newScalars.count - 1 - kept]
    {
      kept += 1
    }
    let units = { (scalars: ArraySlice<Unicode.Scalar>) in scalars.reduce(0) { $0 + $1.utf16.count }
    }
    let prefix = units(oldScalars[..<start])
    let suffix = units(oldScalars[(oldScalars.count - kept)...])
    var insert = String.UnicodeScalarView()
    insert.append(contentsOf: newScalars[start..<(newScalars.count - kept)])
    let deletes = start < oldScalars.count - kept
    var cost = String(insert).utf8.count
    if deletes || suffix > 0 { cost += String(suffix).count + 1 }
    if deletes { cost += String(prefix).count + 1 }
    guard cost < new.utf8.count else { return nil }
    self.insert = String(insert)
    self.suffix = suffix
    self.prefix = deletes ? prefix : nil
  }
}
