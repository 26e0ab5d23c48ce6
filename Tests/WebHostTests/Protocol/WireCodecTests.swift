import Testing
import VDOM
import WebHost

@Suite struct WireCodecTests {
  @Test(arguments: [
    ClientMessage.join(
      .init(pageToken: "tok", sessionID: "sid", lastBatch: 3, url: "/counter?s=x")),
    .join(.init(pageToken: "tok", sessionID: nil, lastBatch: 0, url: "/")),
    .event(ClientEvent(sequence: 1, handler: 12)),
    .event(
      ClientEvent(
        sequence: 9, handler: 4,
        payload: EventPayload(
          value: "héllo \"quoted\"\n", checked: true,
          form: [FormField(name: "a", value: "1"), FormField(name: "a", value: "2")], key: "Enter"))
    ),
    .event(ClientEvent(sequence: 2, handler: 3, acknowledging: 7)),
    .pop(sequence: 3, url: "/steps?step=2"),
    .go(url: "/counter?count=3", push: true), .go(url: "/", push: false),
    .ack(batch: 5), .ping(1), .pong(2),
  ])
  func clientMessagesRoundTrip(_ message: ClientMessage) throws {
    #expect(try WireCodec.decodeClient(WireCodec.encode(message)) == message)
  }

  @Test func serverMessagesAreCompactJSON() {
    let batch = Update(batch: 4, sequence: 9, operationsJSON: #"[["text",[0],"1"]]"#)
    #expect(WireCodec.encode(.update(batch)) == #"{"t":"u","b":4,"s":9,"ops":[["text",[0],"1"]]}"#)
    let error = jsonObject(
      WireCodec.encode(.error(ProtocolError(.sequenceGap, "line\u{2028}break", sequence: 3))))
    #expect(
      error["code"] as? String == "seq.gap" && error["message"] as? String == "line\u{2028}break")
    #expect(error["fatal"] as? Bool == false && error["s"] as? Int == 3)
    #expect(error["then"] as? String == "resend")
    // The client's next step travels with the error; a plain report has none.
    let moved = jsonObject(WireCodec.encode(.error(ProtocolError(.sessionMoved, "elsewhere"))))
    #expect(moved["then"] as? String == "stop")
    let unknown = jsonObject(WireCodec.encode(.error(ProtocolError(.unknownHandler, "no 9"))))
    #expect(unknown["then"] == nil)
    #expect(
      !WireCodec.encode(.update(Update(sequence: 1, title: "a\u{2028}b"))).contains("\u{2028}"))
    // Without patches an update is not numbered; a pushed URL says so.
    #expect(
      WireCodec.encode(.update(Update(sequence: 2, url: "/todo?x=1", mode: .push)))
        == #"{"t":"u","s":2,"url":"/todo?x=1","push":true}"#)
    let joined = jsonObject(
      WireCodec.encode(.joined(.init(sessionID: "id", resumed: true, lastSequence: 7))))
    #expect(joined["v"] as? Int == WireCodec.version && joined["resumed"] as? Bool == true)
    // A live navigation's answer: the new page token and the new screen's first update.
    let entry = Update(
      batch: 1, sequence: 0, operationsJSON: "[]", url: "/counter", mode: .push, title: "Counter")
    #expect(
      WireCodec.encode(
        .joined(
          .init(sessionID: "id", resumed: false, lastSequence: 0, pageToken: "tok", entry: entry)))
        == #"{"t":"joined","v":4,"session":"id","resumed":false,"s":0,"page":"tok","b":1,"#
        + #""ops":[],"url":"/counter","push":true,"title":"Counter"}"#)
    #expect(WireCodec.encode(.load("/health")) == #"{"t":"load","url":"/health"}"#)
  }

  @Test(arguments: [
    ("not json", ProtocolError.Code.malformed),
    ("[1,2]", .malformed),
    (#"{"t":"dance"}"#, .unknownKind),
    (#"{"x":1}"#, .invalid),
    (#"{"t":5}"#, .invalid),
    (#"{"t":"ack","b":"3"}"#, .invalid),
    (#"{"t":"ack","b":-1}"#, .invalid),
    (#"{"t":"ack","b":1.5}"#, .invalid),
    (#"{"t":"ack","b":1,"extra":true}"#, .invalid),
    (#"{"t":"e","s":0,"h":1}"#, .invalid),
    (#"{"t":"e","s":1}"#, .invalid),
    (#"{"t":"e","s":1,"h":1,"c":"yes"}"#, .invalid),
    (#"{"t":"e","s":1,"h":1,"f":[["a"]]}"#, .invalid),
    (#"{"t":"e","s":1,"h":99999999999999999999999}"#, .invalid),
    (#"{"t":"join","v":1,"page":"p","b":0}"#, .invalid),
    (#"{"t":"pop","s":0,"url":"/"}"#, .invalid),
    (#"{"t":"pop","s":1}"#, .invalid),
    (#"{"t":"pop","s":1,"url":"/","h":2}"#, .invalid),
    (#"{"t":"go"}"#, .invalid),
    (#"{"t":"go","url":"/","push":"yes"}"#, .invalid),
    (#"{"t":"go","url":"/","s":1}"#, .invalid),
  ])
  func rejectsBadFramesWithATypedError(_ text: String, _ code: ProtocolError.Code) {
    #expect {
      try WireCodec.decodeClient(text)
    } throws: { error in
      (error as? ProtocolError)?.code == code
    }
  }

  @Test func rejectsOversizeMessagesAndFields() {
    let limits = WireLimits(maxMessageBytes: 200, maxStringBytes: 10, maxFormFields: 2)
    let long = WireCodec.encode(
      .event(
        ClientEvent(
          sequence: 1, handler: 1, payload: .init(value: String(repeating: "x", count: 300)))))
    let field = WireCodec.encode(
      .event(ClientEvent(sequence: 1, handler: 1, payload: .init(value: "12345678901"))))
    let form = WireCodec.encode(
      .event(
        ClientEvent(
          sequence: 1, handler: 1,
          payload: .init(form: (0..<3).map { FormField(name: "f\($0)", value: "") }))))
    for text in [long, field, form] {
      #expect {
        try WireCodec.decodeClient(text, limits: limits)
      } throws: { error in
        (error as? ProtocolError)?.code == .oversize
      }
    }
  }

  @Test func fatalErrorsAreTheOnesThatEndTheSocket() {
    #expect(ProtocolError(.sessionExpired, "").isFatal)
    #expect(!ProtocolError(.unknownHandler, "").isFatal)
    #expect(!ProtocolError(.rateLimited, "").isFatal)
    #expect(!ProtocolError(.invalidURL, "").isFatal)
  }
}
