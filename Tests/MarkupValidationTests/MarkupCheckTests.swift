import MarkupValidation
import Synchronization
import Testing
import VDOM

/// The libxml2 check plugged into the development switch validates every render when on;
/// off costs nothing.
@Suite struct MarkupCheckTests {
  let invalid: Node<Never> = ul {
    div { "not an item" }
    li {
      p {
        "x"
        div { "y" }
      }
    }
  }

  @Test func enabledReportsIssuesOfEachRender() {
    let reported = Mutex<[[MarkupIssue]]>([])
    let validation = RenderValidation.enabled { issues in reported.withLock { $0.append(issues) } }
    let bytes = validation.render(invalid)
    #expect(String(decoding: bytes, as: UTF8.self) == HTMLRenderer.render(invalid))
    #expect(reported.withLock { $0.map { $0.map(\.kind) } } == [[.blockInParagraph]])
    validation.check(invalid)
    #expect(
      reported.withLock { $0.map { $0.map(\.kind) } } == [[.blockInParagraph], [.blockInParagraph]])
  }

  @Test func prettyRendersAreValidatedThroughTheirCompactMarkup() {
    let reported = Mutex(0)
    let validation = RenderValidation.enabled { _ in reported.withLock { $0 += 1 } }
    let valid: Node<Never> = table { tbody { tr { td { "1" } } } }
    _ = validation.render(valid, with: .pretty)
    #expect(reported.withLock { $0 } == 0)
    _ = validation.render(invalid, with: .pretty)
    #expect(reported.withLock { $0 } == 1)
  }

  @Test func offRendersWithoutValidating() {
    let validation = RenderValidation.off
    #expect(!validation.isEnabled)
    #expect(
      String(decoding: validation.render(invalid), as: UTF8.self) == HTMLRenderer.render(invalid))
  }
}
