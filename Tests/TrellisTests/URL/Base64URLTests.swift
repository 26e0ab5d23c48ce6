import Testing
import Trellis

@Suite struct Base64URLTests {
  @Test func roundTripsEveryLength() {
    for length in 0..<40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 250) }
      let text = Base64URL.encode(bytes)
      #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
      #expect(Base64URL.decode(text) == bytes)
    }
  }

  @Test func usesTheURLSafeAlphabet() {
    // 0xFB 0xFF encodes to characters 62 and 63 of the alphabet.
    let text = Base64URL.encode([0xFB, 0xFF])
    #expect(text.contains("-") && text.contains("_"))
  }

  @Test(arguments: ["a", "ab=c", "a+bc", "a/bc", "abc=", "é", "A"])
  func rejectsInvalidText(_ text: String) {
    #expect(Base64URL.decode(text) == nil)
  }

  @Test func rejectsNonCanonicalTrailingBits() {
    // "AB" has 4 leftover bits that must be zero: "AA" is canonical, "AB" is not.
    #expect(Base64URL.decode("AA") == [0])
    #expect(Base64URL.decode("AB") == nil)
  }
}
