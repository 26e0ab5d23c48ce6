import Synchronization
import Testing
import VDOM

/// The hook hands every render's tree and compact markup to its check, and
/// costs nothing when off.
@Suite struct RenderValidationTests {
  /// Records what it is asked to check.
  final class Recorder: RenderCheck {
    let checked = Mutex<[String]>([])
    func check<Action>(_ node: Node<Action>, rendered html: String) {
      checked.withLock { $0.append(html) }
    }
  }

  let tree: Node<Never> = ul { li { "one" } }

  @Test func enabledChecksTheCompactMarkupOfEachRender() {
    let recorder = Recorder()
    let validation = RenderValidation(recorder)
    #expect(validation.isEnabled)
    let pretty = validation.render(tree, with: .pretty)
    #expect(String(decoding: pretty, as: UTF8.self) == HTMLRenderer(layout: .pretty).render(tree))
    validation.check(tree, document: false)
    #expect(recorder.checked.withLock { $0 } == ["<ul><li>one</li></ul>", "<ul><li>one</li></ul>"])
  }

  @Test func offChecksNothing() {
    let validation = RenderValidation.off
    #expect(!validation.isEnabled)
    validation.check(tree)
    #expect(String(decoding: validation.render(tree), as: UTF8.self) == HTMLRenderer.render(tree))
  }
}
