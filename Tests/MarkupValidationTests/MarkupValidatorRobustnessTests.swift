import MarkupValidation
import Testing
import VDOM

/// Malformed, truncated and large inputs: the validator never crashes,
/// reports truncation, and keeps up with a large page.
@Suite struct MarkupValidatorRobustnessTests {
  @Test(arguments: [
    "<", "</", "<div", "<div class=\"x", "<!--", "<!-- open comment <p>", "<div><", "</div",
    "<a href='x",
    "<script>never closed", "<textarea>open", "<!DOCTYPE", "<div =\"x\">", "\u{0}<p>\u{0}</p>",
  ])
  func truncatedInputIsReportedNotFatal(html: String) {
    let issues = MarkupValidator().validate(html)
    #expect(issues.allSatisfy { $0.line >= 1 })
    if html.contains("<div") || html.contains("<script>") || html.contains("<textarea>") {
      #expect(!issues.isEmpty)
    }
  }

  @Test func upperCaseTagsAndCRLFLinesAreUnderstood() {
    let issues = MarkupValidator().validate("<DIV>\r\n<P>x\r\n<Div>y</Div></P></DIV>")
    #expect(issues.map(\.kind) == [.blockInParagraph])
    #expect(issues.first?.path == "div > p > div")
    #expect(issues.first?.line == 3)
  }

  @Test func seededRandomSoupNeverCrashes() {
    let pieces = [
      "<div>", "</div>", "<p>", "</p>", "<table>", "<tr>", "<td>", "</td>", "</tr>", "</table>",
      "text", " ",
      "\n", "<a href=\"/\">", "</a>", "<br>", "<svg>", "</svg>", "<!-- c -->", "&amp;", "&", "<",
      ">", "\"",
      "<input value='", "'>", "<script>", "</script>", "<li>", "<option>", "<b>", "</i>",
    ]
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      let count = Int(generator.next() % 40)
      let html = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined()
      let issues = MarkupValidator().validate(html)
      #expect(issues.allSatisfy { $0.line >= 1 && !$0.message.isEmpty })
    }
  }

  @Test func largeKeyedTableValidatesCleanly() {
    let rows: [Node<Never>] = (1...2_000).map { index in
      tr(.key(index), .class(index == 3 ? "danger" : "")) {
        td(.class("col-md-1")) { "\(index)" }
        td(.class("col-md-4")) { a(.class("lbl")) { "label \(index)" } }
        td(.class("col-md-1")) {
          a(.class("remove")) { span(.class("glyphicon glyphicon-remove")) }
        }
      }
    }
    let view: Node<Never> = table(.class("table")) { tbody(.id("tbody")) { rows } }
    let clock = ContinuousClock()
    var issues: [MarkupIssue] = []
    let elapsed = clock.measure { issues = MarkupValidator().validate(view) }
    #expect(issues.isEmpty)
    #expect(elapsed < .seconds(5), "validating 2,000 rows took \(elapsed)")
  }
}
