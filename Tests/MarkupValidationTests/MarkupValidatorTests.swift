import MarkupValidation
import Testing
import VDOM

/// Each case a browser's parser would restructure is reported with its kind,
/// element path and line.
@Suite struct MarkupValidatorTests {
  let validator = MarkupValidator(checks: .structure)

  /// The single issue found in `html`, recording a test issue when there are
  /// none or several.
  func onlyIssue(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) -> MarkupIssue?
  {
    let issues = validator.validate(html)
    #expect(issues.count == 1, "expected one issue, got \(issues)", sourceLocation: sourceLocation)
    return issues.first
  }

  @Test func blockInsideParagraph() {
    let issue = onlyIssue(
      """
      <main>
        <p>one</p>
        <p>Intro
          <div>block</div>
        </p>
      </main>
      """)
    #expect(issue?.kind == .blockInParagraph)
    #expect(issue?.path == "main > p[2] > div")
    #expect(issue?.line == 4)
  }

  @Test func blockInsideInlineInsideParagraph() {
    let issue = onlyIssue("<p><span>\n<ul><li>x</li></ul></span></p>")
    #expect(issue?.kind == .blockInParagraph)
    #expect(issue?.path == "p > span > ul")
    #expect(issue?.line == 2)
  }

  @Test func rowDirectlyInTable() {
    let issue = onlyIssue("<table>\n<tr><td>1</td></tr>\n</table>")
    #expect(issue?.kind == .tableRowWithoutSection)
    #expect(issue?.path == "table > tr")
    #expect(issue?.line == 2)
  }

  @Test func cellDirectlyInTableSection() {
    let issue = onlyIssue("<table><tbody>\n<td>x</td>\n</tbody></table>")
    #expect(issue?.kind == .tableCellOutsideRow)
    #expect(issue?.path == "table > tbody > td")
    #expect(issue?.line == 2)
  }

  @Test func cellOutsideAnyTable() {
    let issue = onlyIssue("<div>\n\n<td>x</td></div>")
    #expect(issue?.kind == .tableCellOutsideRow)
    #expect(issue?.path == "div > td")
    #expect(issue?.line == 3)
  }

  @Test func rowOutsideAnyTable() {
    let issue = onlyIssue("<section><tr></tr></section>")
    #expect(issue?.kind == .tablePartOutsideTable)
    #expect(issue?.path == "section > tr")
    #expect(issue?.line == 1)
  }

  @Test func strayTextInTable() {
    let issue = onlyIssue("<table><tbody><tr><td>1</td></tr></tbody>\n  stray\n</table>")
    #expect(issue?.kind == .fosterParentedContent)
    #expect(issue?.path == "table > #text")
    #expect(issue?.line == 2)
  }

  @Test func elementDirectlyInRow() {
    let issue = onlyIssue("<table><tbody><tr>\n<div>x</div></tr></tbody></table>")
    #expect(issue?.kind == .fosterParentedContent)
    #expect(issue?.path == "table > tbody > tr > div")
    #expect(issue?.line == 2)
  }

  @Test func nestedLinks() {
    let issue = onlyIssue("<nav><a href=\"/a\">\n<span><a href=\"/b\">b</a></span></a></nav>")
    #expect(issue?.kind == .nestedLink)
    #expect(issue?.path == "nav > a > span > a")
    #expect(issue?.line == 2)
  }

  @Test func nestedForms() {
    let issue = onlyIssue("<form><div>\n<form></form></div></form>")
    #expect(issue?.kind == .nestedForm)
    #expect(issue?.path == "form > div > form")
    #expect(issue?.line == 2)
  }

  @Test func linkInsideButton() {
    let issue = onlyIssue("<button>\n<a href=\"/x\">x</a></button>")
    #expect(issue?.kind == .interactiveInInteractive)
    #expect(issue?.path == "button > a")
    #expect(issue?.line == 2)
  }

  @Test func buttonInsideButton() {
    let issue = onlyIssue("<div><button>a<span>\n<button>b</button></span></button></div>")
    #expect(issue?.kind == .interactiveInInteractive)
    #expect(issue?.path == "div > button > span > button")
    #expect(issue?.line == 2)
  }

  @Test func inputInsideLink() {
    let issue = onlyIssue("<a href=\"/\"><input type=\"text\"></a>")
    #expect(issue?.kind == .interactiveInInteractive)
    #expect(issue?.path == "a > input")
  }

  @Test func listItemOutsideList() {
    let issue = onlyIssue("<ul><li>a</li></ul>\n<div><li>b</li></div>")
    #expect(issue?.kind == .listItemOutsideList)
    #expect(issue?.path == "div > li")
    #expect(issue?.line == 2)
  }

  @Test func optionOutsideSelect() {
    let issue = onlyIssue("<div>\n<option>x</option></div>")
    #expect(issue?.kind == .optionOutsideSelect)
    #expect(issue?.path == "div > option")
    #expect(issue?.line == 2)
  }

  @Test func elementLeftOpenInsideParent() {
    let issue = onlyIssue("<div>\n<span>x\n</div>")
    #expect(issue?.kind == .unclosedElement)
    #expect(issue?.path == "div > span")
    #expect(issue?.line == 2)
  }

  @Test func elementOpenAtEndOfInput() {
    let issue = onlyIssue("<p>x</p>\n<section><p>y</p>")
    #expect(issue?.kind == .unclosedElement)
    #expect(issue?.path == "section")
    #expect(issue?.line == 2)
  }

  @Test func misnestedFormattingTags() {
    let issues = validator.validate("<p><b>x<i>y</b>z</i></p>")
    #expect(issues.map(\.kind) == [.misnestedTags, .strayEndTag])
    #expect(issues.first?.path == "p > b > i")
    #expect(issues.first?.line == 1)
  }

  @Test func endTagWithoutStartTag() {
    let issue = onlyIssue("<div>x\n</span></div>")
    #expect(issue?.kind == .strayEndTag)
    #expect(issue?.path == "div")
    #expect(issue?.line == 2)
  }

  @Test func contentInVoidElement() {
    let issue = onlyIssue("<div><input type=\"text\">x</input></div>")
    #expect(issue?.kind == .voidElementContent)
    #expect(issue?.path == "div")
    #expect(issue?.line == 1)
  }

  @Test func selfClosingDivStaysOpen() {
    let issues = validator.validate("<main><div/>\n<p>x</p></main>")
    #expect(issues.map(\.kind) == [.selfClosingNonVoid, .unclosedElement])
    #expect(issues.first?.path == "main > div")
  }

  @Test func duplicateIDs() {
    let issue = onlyIssue("<div id=\"a\"></div>\n<section><span id=\"a\"></span></section>")
    #expect(issue?.kind == .duplicateID)
    #expect(issue?.path == "section > span")
    #expect(issue?.line == 2)
    #expect(issue?.message.contains("div (line 1)") == true)
  }

  @Test(arguments: ["@click", "1x", "a\"b", "=x"])
  func invalidAttributeName(name: String) {
    let issues = validator.validate("<div>\n<span \(name)=\"v\">x</span></div>")
    #expect(
      issues.contains {
        $0.kind == .invalidAttributeName && $0.path == "div > span" && $0.line == 2
      })
  }

  @Test func duplicateAttribute() {
    let issue = onlyIssue("<div title=\"a\" title=\"b\"></div>")
    #expect(issue?.kind == .duplicateAttribute)
    #expect(issue?.path == "div")
  }

  @Test func headingInsideHeading() {
    let issue = onlyIssue("<h1>a<h2>b</h2></h1>")
    #expect(issue?.kind == .nestedHeading)
    #expect(issue?.path == "h1 > h2")
  }

  @Test func bodyContentInHead() {
    let issue = onlyIssue(
      "<!DOCTYPE html>\n<html><head><title>t</title>\n<div>x</div></head><body></body></html>")
    #expect(issue?.kind == .bodyContentInHead)
    #expect(issue?.path == "html > head > div")
    #expect(issue?.line == 3)
  }

  @Test func htmlInsideSVG() {
    let issue = onlyIssue("<svg viewBox=\"0 0 1 1\">\n<div>x</div></svg>")
    #expect(issue?.kind == .foreignContentBreakout)
    #expect(issue?.path == "svg > div")
    #expect(issue?.line == 2)
  }

  @Test func unknownElement() {
    let issue = onlyIssue("<div><blink>x</blink></div>")
    #expect(issue?.kind == .unknownElement)
    #expect(issue?.path == "div > blink")
  }

  @Test func libxml2ErrorsAreReported() {
    let issue = onlyIssue("<p>\nfish &amp chips</p>")
    #expect(issue?.kind == .parserError)
    #expect(issue?.message.hasPrefix("libxml2:") == true)
    #expect(issue?.path == "p")
    #expect(issue?.line == 2)
  }

  @Test func issuesDescribeThemselves() {
    let issue = onlyIssue("<p><div></div></p>")
    #expect(issue?.description.hasPrefix("line 1, p > div: <div> inside <p>") == true)
  }
}
