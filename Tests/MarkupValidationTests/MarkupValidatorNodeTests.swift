import MarkupValidation
import Testing
import VDOM

/// Validating a tree checks its rendering and what only the tree shows.
@Suite struct MarkupValidatorNodeTests {
  @Test func validTreePasses() {
    let view: Node<Never> = main {
      p {
        "Hello "
        strong { "world" }
      }
      table { tbody { tr { td { "1" } } } }
    }
    #expect(MarkupValidator().validate(view).isEmpty)
  }

  @Test func renderedRestructuringIsCaught() {
    let view: Node<Never> = main {
      p {
        "Intro"
        div { "block" }
      }
    }
    let issues = MarkupValidator().validate(view)
    #expect(issues.map(\.kind) == [.blockInParagraph])
    #expect(issues.first?.path == "main > p > div")
  }

  @Test func attributesTheRendererRefusesAreReported() {
    let view: Node<Never> = section {
      div(.attribute("onclick", "steal()"), .attribute("bad name", "x")) { "x" }
    }
    let issues = MarkupValidator().validate(view)
    #expect(issues.map(\.kind) == [.invalidAttributeName, .invalidAttributeName])
    #expect(issues.allSatisfy { $0.path == "section > div" && $0.line == 0 })
  }

  @Test func rawMarkupWithSiblingsIsReported() {
    let view: Node<Never> = div {
      span { "a" }
      Node.unsafeRawHTML("<b>b</b>")
    }
    let issues = MarkupValidator().validate(view)
    #expect(issues.map(\.kind) == [.rawMarkupWithSiblings])
    #expect(issues.first?.path == "div")
  }

  @Test func duplicateIDsInATree() {
    let view: Node<Never> = div {
      span(.id("x"))
      span(.id("x"))
    }
    let issues = MarkupValidator().validate(view)
    #expect(issues.map(\.kind) == [.duplicateID])
    #expect(issues.first?.path == "div > span[2]")
  }
}
