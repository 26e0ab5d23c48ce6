import Testing
import VDOM

@testable import WebHost

/// The plain reader of clicks and acknowledgements reads what the strict
/// decoder reads, and leaves every other frame to it.
@Suite struct WireCodecPlainTests {
  @Test(arguments: [
    #"{"t":"e","s":1,"h":12}"#, #"{"t":"e","s":42,"h":7,"b":3}"#, #"{"t":"e","b":0,"h":0,"s":9}"#,
    #"{"t":"e","s":999999999999999,"h":1}"#, #"{"t":"ack","b":0}"#, #"{"t":"ack","b":17}"#,
  ])
  func readsClicksAndAcknowledgementsAsTheStrictDecoderDoes(_ frame: String) throws {
    let plain = try #require(WireCodec.decodePlain(frame))
    #expect(plain == (try WireCodec.decodeStrictly(frame, limits: .standard)))
    #expect(try WireCodec.decodeClient(frame) == plain)
  }

  @Test(arguments: [
    // Shapes it does not read: spaces, other kinds and fields, other types.
    #"{ "t":"e","s":1,"h":12}"#, #"{"t":"e","s":1,"h":12,"v":"x"}"#, #"{"t":"e","s":1}"#,
    #"{"t":"e","h":1}"#, #"{"t":"pop","s":1,"url":"/"}"#, #"{"t":"ack","b":1,"x":2}"#,
    #"{"t":"e","s":1.5,"h":1}"#, #"{"t":"e","s":"1","h":1}"#, #"{"t":"e","s":1,"h":1}x"#,
    // What the strict decoder refuses, with its own error.
    #"{"t":"e","s":0,"h":1}"#, #"{"t":"e","s":1,"s":2,"h":1}"#, #"{"t":"e","s":-1,"h":1}"#,
    #"{"t":"e","s":01,"h":1}"#, #"{"t":"e","s":1234567890123456,"h":1}"#,
    #"{"t":"ack","b":-3}"#, #"{"t":"ack"}"#, #"{"t":"e","#, "",
  ])
  func leavesEveryOtherFrameToTheStrictDecoder(_ frame: String) {
    #expect(WireCodec.decodePlain(frame) == nil)
    let strict = Result { () throws(ProtocolError) in
      try WireCodec.decodeStrictly(frame, limits: .standard)
    }
    let decoded = Result { () throws(ProtocolError) in try WireCodec.decodeClient(frame) }
    switch (strict, decoded) {
    case (.success(let a), .success(let b)): #expect(a == b)
    case (.failure(let a), .failure(let b)): #expect(a.code == b.code && a.message == b.message)
    default: Issue.record("the two paths disagree on \(frame)")
    }
  }
}
