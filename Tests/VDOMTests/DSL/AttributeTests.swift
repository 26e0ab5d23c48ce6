import Testing

@testable import VDOM

@Suite struct AttributeTests {
  typealias N = Node<Never>

  @Test func typedStringHelpersSetTheirAttribute() {
    let cases: [(Attribute<Never>, String)] = [
      (.id("x"), "id"), (.href("/a"), "href"), (.src("/b"), "src"), (.value("v"), "value"),
      (.placeholder("p"), "placeholder"), (.name("n"), "name"), (.for("f"), "for"),
      (.title("t"), "title"),
      (.alt("a"), "alt"), (.role("r"), "role"), (.lang("en"), "lang"), (.rel("stylesheet"), "rel"),
      (.content("c"), "content"), (.charset("utf-8"), "charset"), (.target("_blank"), "target"),
      (.method("post"), "method"), (.action("/submit"), "action"), (.min("1"), "min"),
      (.max("9"), "max"),
      (.step("2"), "step"), (.pattern("[a-z]+"), "pattern"), (.autocomplete("off"), "autocomplete"),
      (.datetime("2024-01-01"), "datetime"), (.width("10"), "width"), (.height("20"), "height"),
      (.viewBox("0 0 10 10"), "viewBox"), (.d("M0 0"), "d"), (.fill("red"), "fill"),
      (.stroke("blue"), "stroke"),
    ]
    for (attribute, name) in cases {
      guard case .html(let html) = attribute.content else {
        Issue.record("\(name) is not an HTML attribute")
        continue
      }
      #expect(html.name == name)
      #expect(html.value != nil)
    }
  }

  @Test func integerHelpersRenderDecimals() {
    let node: N = td(.colspan(2), .rowspan(3), .tabindex(-1))
    assertRenders(node, #"<td colspan="2" rowspan="3" tabindex="-1"></td>"#)
    assertRenders(
      textarea(.rows(4), .cols(40), .maxlength(200)) as N,
      #"<textarea cols="40" maxlength="200" rows="4"></textarea>"#)
  }

  @Test func classesJoinAndConditionalClassesKeepTheirOrder() {
    assertRenders(div(.class("a"), .class("b c")) as N, #"<div class="a b c"></div>"#)
    assertRenders(
      tr(.class(["row": true, "danger": false, "selected": true])) as N,
      #"<tr class="row selected"></tr>"#)
    assertRenders(tr(.class(["row": false])) as N, "<tr></tr>")
    assertRenders(tr(.class(["row": false]), .class("x")) as N, #"<tr class="x"></tr>"#)
  }

  @Test func booleanHelpersArePresentOnlyWhenOn() {
    let on: N = input(
      .checked, .disabled, .autofocus, .required, .hidden, .readonly, .multiple, .novalidate,
      .selected(true), .open(true))
    assertRenders(
      on,
      "<input autofocus checked disabled hidden multiple novalidate open readonly required selected>"
    )
    let off: N = input(
      .checked(false), .disabled(false), .autofocus(false), .required(false), .hidden(false),
      .readonly(false), .multiple(false), .selected(false), .open(false), .novalidate(false),
      .boolean("inert", false))
    assertRenders(off, "<input>")
    assertRenders(
      details(.open) { summary { "More" } } as N, "<details open><summary>More</summary></details>")
  }

  @Test func typesAriaDataAndTheEscapeHatch() {
    assertRenders(input(.type(.datetimeLocal)) as N, #"<input type="datetime-local">"#)
    assertRenders(button(.type(.submit)) { "Go" } as N, #"<button type="submit">Go</button>"#)
    assertRenders(
      script(src: "/app.js", .type("module")) as N,
      #"<script src="/app.js" type="module"></script>"#)
    assertRenders(
      div(
        .aria("expanded", "false"), .data("row-id", "7"), .attribute("translate", "no"),
        .attribute("inert", nil)) as N,
      #"<div aria-expanded="false" data-row-id="7" inert translate="no"></div>"#)
    #expect(InputType.allCases.count == 22)
  }

  @Test func keysAreKeptOnTheElementAndNoneIsNothing() {
    let flag = false
    let node: N = li(.key("a"), flag ? .class("x") : .none)
    #expect(node.key == "a")
    #expect(node.element?.attributes == [])
    #expect((li(.key(42)) as N).key == "42")
  }
}
