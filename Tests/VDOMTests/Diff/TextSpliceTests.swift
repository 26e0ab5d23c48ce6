import Testing

@testable import VDOM

/// `TextSplice` finds prefix and suffix on UTF-8 bytes; it must give what
/// a walk over Unicode scalars gives (the reference below), for any text.
@Suite struct TextSpliceTests {
  /// The splice as scalars define it: whole equal scalars kept at both
  /// ends, the suffix never reaching into the prefix, counted in UTF-16.
  static func reference(_ old: String, _ new: String) -> (
    insert: String, suffix: Int, prefix: Int?
  )? {
    let a = Array(old.unicodeScalars)
    let b = Array(new.unicodeScalars)
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var aEnd = a.count
    var bEnd = b.count
    while aEnd > start, bEnd > start, a[aEnd - 1] == b[bEnd - 1] {
      aEnd -= 1
      bEnd -= 1
    }
    let units = { (scalars: ArraySlice<Unicode.Scalar>) in
      scalars.reduce(0) { $0 + $1.utf16.count }
    }
    var insert = ""
    insert.unicodeScalars.append(contentsOf: b[start..<bEnd])
    let prefix = units(a[..<start])
    let suffix = units(a[aEnd...])
    let deletes = start != aEnd
    func digits(_ value: Int) -> Int { String(value).count }
    var cost = insert.utf8.count
    if deletes || suffix > 0 { cost += digits(suffix) + 1 }
    if deletes { cost += digits(prefix) + 1 }
    guard cost < new.utf8.count else { return nil }
    return (insert, suffix, deletes ? prefix : nil)
  }

  /// Characters of every UTF-8 length, a combining mark and its
  /// precomposed form, and two that share their last byte.
  static let alphabet: [String] = [
    "a", "b", " ", "!", "é", "e\u{301}", "©", "\u{E9}", "€", "中", "😀", "😁", "𝄞",
  ]

  static func randomText(_ generator: inout SeededGenerator) -> String {
    let length = Int(generator.next() % 12)
    return (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      .joined()
  }

  @Test func matchesTheScalarWalkOnRandomTexts() {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<20_000 {
      let old = Self.randomText(&generator)
      var new = old
      // Mostly a small edit of `old`, as a changed label is.
      switch generator.next() % 4 {
      case 0: new = Self.randomText(&generator)
      case 1: new += Self.randomText(&generator)
      case 2: new = Self.randomText(&generator) + old
      default:
        let cut = old.unicodeScalars.count / 2
        var scalars = Array(old.unicodeScalars)
        scalars.insert(contentsOf: Self.randomText(&generator).unicodeScalars, at: cut)
        new = String(String.UnicodeScalarView(scalars))
      }
      let splice = TextSplice(old, new)
      let expected = Self.reference(old, new)
      #expect(
        splice?.insert == expected?.insert, "\(old.debugDescription) → \(new.debugDescription)")
      #expect(
        splice?.suffix == expected?.suffix, "\(old.debugDescription) → \(new.debugDescription)")
      #expect(
        splice?.prefix == expected?.prefix, "\(old.debugDescription) → \(new.debugDescription)")
    }
  }

  @Test func scalarsSharingTheirLastByteAreNotSplitAcross() throws {
    // "é" is C3 A9, "©" C2 A9: the last bytes agree, the scalars do not.
    let splice = try #require(TextSplice("long text é", "long text ©"))
    #expect(splice.insert == "©")
    #expect(splice.suffix == 0)
    #expect(splice.prefix == 10)
  }

  @Test func surrogatePairsCountTwice() throws {
    let splice = try #require(TextSplice("😀😀 some words", "😀😀 other words"))
    #expect(splice.insert == "other")
    #expect(splice.suffix == 6)
    #expect(splice.prefix == 5)
  }
}
