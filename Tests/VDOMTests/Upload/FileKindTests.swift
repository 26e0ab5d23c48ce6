import Testing

@testable import VDOM

/// Type by content: the four image signatures, and nothing else.
@Suite struct FileKindTests {
  @Test func theFourSignaturesAreRecognised() {
    #expect(FileKind.sniff([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) == .png)
    #expect(FileKind.sniff([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) == .jpeg)
    #expect(FileKind.sniff(Array("GIF89a\u{1}\u{0}".utf8)) == .gif)
    #expect(FileKind.sniff(Array("GIF87a".utf8)) == .gif)
    #expect(FileKind.sniff(Array("RIFF".utf8) + [1, 2, 3, 4] + Array("WEBPVP8 ".utf8)) == .webp)
  }

  @Test func otherContentIsNothing() {
    #expect(FileKind.sniff(Array("hello, I am text named photo.png".utf8)) == nil)
    #expect(FileKind.sniff([]) == nil)
    #expect(FileKind.sniff([0x89, 0x50, 0x4E]) == nil, "a truncated signature")
    #expect(FileKind.sniff(Array("RIFF".utf8) + [1, 2, 3, 4] + Array("WAVEfmt ".utf8)) == nil)
    #expect(FileKind.sniff(Array("<svg xmlns=".utf8)) == nil)
  }

  @Test func mediaTypesAndMessages() {
    #expect(FileKind.webp.mediaType == "image/webp")
    #expect(UploadFailure.tooLarge(limit: 5_000_000).message.contains("5 MB"))
    #expect(UploadFailure.wrongType(accepted: [.png, .gif]).message.contains("GIF, PNG"))
  }

  @Test func anUploadBindingMapsOnlyUploadEvents() {
    let attribute = Attribute<String>.onUpload(maxBytes: 10, accept: [.png]) { "\($0)" }
    guard case .event(let binding) = attribute.content else {
      Issue.record("not a binding")
      return
    }
    #expect(binding.event == .upload)
    #expect(binding.options.upload == UploadLimits(maxBytes: 10, accepted: [.png]))
    #expect(binding.handler.action(for: EventPayload(value: "x")) == nil)
    #expect(binding.handler.action(for: EventPayload(upload: .cancelled)) == "cancelled")
    #expect(binding.attributeValue == nil)
  }
}
