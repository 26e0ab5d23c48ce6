import Testing
import WebHost

@Suite struct ReplayTargetTests {
  @Test func theFingerprintIsTheOneTheClientComputes() {
    // The same figures as Tests/Client/replay.test.mjs and docs/PROTOCOL.md.
    #expect(ReplayTarget.fingerprint(tag: "button", text: "+") == 3_812_788_600)
    #expect(ReplayTarget.fingerprint(tag: "main", text: "−3+") == 746_482_420)
  }

  @Test func aReplayedEventRoundTripsOnTheWire() throws {
    let message = ClientMessage.event(
      ClientEvent(
        sequence: 1, handler: 2,
        target: ReplayTarget(event: .click, path: [2], fingerprints: [746_482_420, 3_812_788_600])))
    let text = WireCodec.encode(message)
    #expect(text == #"{"t":"e","s":1,"h":2,"n":"click","p":[2],"x":[746482420,3812788600]}"#)
    #expect(try WireCodec.decodeClient(text) == message)
  }

  @Test func aTargetMissingAFieldOrOutOfRangeIsInvalid() {
    let bad = [
      #"{"t":"e","s":1,"h":2,"n":"click"}"#,
      #"{"t":"e","s":1,"h":2,"n":"click","p":[2],"x":[1]}"#,
      #"{"t":"e","s":1,"h":2,"n":"click","p":[-1],"x":[1,2]}"#,
      #"{"t":"e","s":1,"h":2,"n":"click","p":[],"x":[4294967296]}"#,
      #"{"t":"e","s":1,"h":2,"n":"click","p":"0","x":[1]}"#,
    ]
    for text in bad {
      #expect(throws: ProtocolError.self) { try WireCodec.decodeClient(text) }
    }
  }

  @Test func aTargetResolvesOnlyToAnElementWithTheSameFingerprintAndEvent() {
    var ids = HandlerIDs()
    let tree: Node<Int> = mount(
      main {
        button(.onClick(1)) { "−" }
        button(.onClick(2)) { "+" }
      }, ids: &ids)
    let plus = ReplayTarget.fingerprint(tag: "button", text: "+")
    let root = ReplayTarget.fingerprint(tag: "main", text: "−+")
    #expect(
      ReplayTarget(event: .click, path: [1], fingerprints: [root, plus]).handlerID(in: tree) == 2)
    // Another button at that place, another event, a path past the end: nothing.
    #expect(
      ReplayTarget(event: .click, path: [0], fingerprints: [root, plus]).handlerID(in: tree) == nil)
    #expect(
      ReplayTarget(event: .input, path: [1], fingerprints: [root, plus]).handlerID(in: tree) == nil)
    #expect(
      ReplayTarget(event: .click, path: [5], fingerprints: [root, plus]).handlerID(in: tree) == nil)
  }
}
