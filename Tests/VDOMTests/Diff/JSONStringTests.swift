import Foundation
import Testing

@testable import VDOM

@Suite struct JSONStringTests {
  func encoded(_ value: String) -> String {
    var bytes: [UInt8] = []
    JSONString.append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func escapesWhatJSONRequiresAndTheLineSeparators() {
    #expect(encoded("a\"b\\c") == #""a\"b\\c""#)
    #expect(encoded("\n\r\t\u{1}") == #""\n\r\t\u0001""#)
    #expect(encoded("x\u{2028}y\u{2029}z") == #""x\u2028y\u2029z""#)
    #expect(encoded("é😀 plain") == "\"é😀 plain\"")
  }

  @Test func everyEncodingParsesBackToTheString() throws {
    let samples = [
      "", "\u{0}", "\"\u{2028}\\", "😀\u{7F}\u{2027}\u{202A}", String(repeating: "<&>", count: 40),
    ]
    for sample in samples {
      let data = Data(encoded(sample).utf8)
      let decoded =
        try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String
      #expect(decoded == sample)
    }
  }
}
