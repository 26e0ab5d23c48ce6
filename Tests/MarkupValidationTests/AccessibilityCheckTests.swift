import MarkupValidation
import Testing

@Suite struct AccessibilityCheckTests {
  let validator = MarkupValidator(checks: .accessibility)

  private func kinds(_ html: String) -> [MarkupIssue.Kind] {
    validator.validate(html).map(\.kind)
  }

  @Test func anImageNeedsAnAltEvenAnEmptyOne() {
    #expect(kinds("<img src=\"a.png\">") == [.missingAlt])
    #expect(kinds("<img src=\"a.png\" alt=\"\">").isEmpty)
    #expect(kinds("<img src=\"a.png\" alt=\"A fox\">").isEmpty)
    #expect(kinds("<img src=\"a.png\" aria-label=\"A fox\">").isEmpty)
    #expect(kinds("<img src=\"a.png\" role=\"presentation\">").isEmpty)
    #expect(kinds("<input type=\"image\" src=\"go.png\">") == [.missingAlt])
  }

  @Test func theIssueNamesTheElementAndItsLine() {
    let issue = validator.validate("<main>\n<p><img src=\"a.png\"></p></main>").first
    #expect(issue?.path == "main > p > img")
    #expect(issue?.line == 2)
    #expect(issue?.message.contains("alt") == true)
  }

  @Test func aButtonIsNamedByItsTextItsImagesOrItsLabel() {
    #expect(kinds("<button></button>") == [.unnamedControl])
    #expect(kinds("<button> </button>") == [.unnamedControl])
    #expect(kinds("<button><span aria-hidden=\"true\">×</span></button>") == [.unnamedControl])
    #expect(kinds("<button>Save</button>").isEmpty)
    #expect(kinds("<button><b>Sa</b>ve</button>").isEmpty)
    #expect(kinds("<button><img src=\"x.png\" alt=\"Close\"></button>").isEmpty)
    #expect(kinds("<button aria-label=\"Close\">×</button>").isEmpty)
    #expect(kinds("<button title=\"Close\"></button>").isEmpty)
    #expect(kinds("<span id=\"n\">Close</span><button aria-labelledby=\"n\"></button>").isEmpty)
    #expect(kinds("<button aria-labelledby=\"missing\"></button>") == [.unnamedControl])
    #expect(kinds("<div role=\"button\" tabindex=\"0\"></div>") == [.unnamedControl])
    #expect(kinds("<input type=\"button\">") == [.unnamedControl])
    #expect(kinds("<input type=\"button\" value=\"Go\">").isEmpty)
    #expect(kinds("<input type=\"submit\">").isEmpty)
  }

  @Test func aLinkWithAnHrefNeedsAName() {
    #expect(kinds("<a href=\"/\"></a>") == [.unnamedControl])
    #expect(kinds("<a href=\"/\"><img src=\"logo.png\" alt=\"\"></a>") == [.unnamedControl])
    #expect(kinds("<a href=\"/\"><img src=\"logo.png\" alt=\"Home\"></a>").isEmpty)
    #expect(kinds("<a href=\"/\"><svg aria-label=\"Home\"></svg></a>").isEmpty)
    #expect(kinds("<a id=\"top\"></a>").isEmpty)
  }

  @Test func aFieldNeedsALabel() {
    #expect(kinds("<input>") == [.unlabelledInput])
    #expect(kinds("<input placeholder=\"Name\">") == [.unlabelledInput])
    #expect(kinds("<select><option>a</option></select>") == [.unlabelledInput])
    #expect(kinds("<textarea></textarea>") == [.unlabelledInput])
    #expect(kinds("<label>Name <input></label>").isEmpty)
    #expect(kinds("<label><span>Name</span> <select><option>a</option></select></label>").isEmpty)
    #expect(kinds("<input id=\"n\"><label for=\"n\">Name</label>").isEmpty)
    #expect(kinds("<input aria-label=\"Name\">").isEmpty)
    #expect(kinds("<input title=\"Name\">").isEmpty)
    #expect(kinds("<input type=\"hidden\" name=\"x\">").isEmpty)
    #expect(
      kinds("<input type=\"checkbox\" id=\"a\"><label for=\"b\">B</label>") == [.unlabelledInput])
  }

  @Test func hiddenSubtreesAreNotChecked() {
    #expect(kinds("<div hidden><img src=\"a.png\"><input></div>").isEmpty)
    #expect(kinds("<div aria-hidden=\"true\"><button></button></div>").isEmpty)
  }

  @Test func structureOnlyValidationLeavesAccessibilityOut() {
    let html = "<p><img src=\"a.png\"><input></p>"
    #expect(MarkupValidator(checks: .structure).validate(html).isEmpty)
    #expect(MarkupValidator().validate(html).map(\.kind) == [.missingAlt, .unlabelledInput])
  }

  @Test func duplicateIDsAreReportedByDefault() {
    let kinds = MarkupValidator().validate("<p id=\"a\">x</p><p id=\"a\">y</p>").map(\.kind)
    #expect(kinds == [.duplicateID])
  }
}
