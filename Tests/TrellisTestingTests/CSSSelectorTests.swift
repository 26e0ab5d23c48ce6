import Testing

@testable import TrellisTesting

@Suite struct CSSSelectorTests {
  let root = HTMLParser.parse(
    #"<main class="app"><nav><a href="/">Home</a></nav>"#
      + #"<section id="list"><p class="row done" data-id="1"><a href="/1">one</a></p>"#
      + #"<p class="row" data-id="2"><span><a href="/2">two</a></span></p></section></main>"#)[0]

  func texts(_ selector: String) throws -> [String] {
    try CSSSelector(selector).matches(in: root).map(\.textContent)
  }

  @Test func tagsIDsClassesAndAttributes() throws {
    #expect(try texts("p") == ["one", "two"])
    #expect(try texts("#list > p.done") == ["one"])
    #expect(try texts("p.row.done") == ["one"])
    #expect(try texts("[data-id=2]") == ["two"])
    #expect(try texts("p[data-id='1']") == ["one"])
    #expect(try texts("a[href]").count == 3)
    #expect(try texts("*.row") == ["one", "two"])
  }

  @Test func descendantAndChildCombinators() throws {
    #expect(try texts("section a") == ["one", "two"])
    #expect(try texts("p > a") == ["one"])
    #expect(try texts("main>nav>a") == ["Home"])
    #expect(try texts("nav a, p.done a") == ["Home", "one"])
    #expect(try texts("main.app section p span a") == ["two"])
  }

  @Test func unsupportedSelectorsAreRefused() {
    for selector in ["a:hover", "p ~ a", "", "> p", "p >", "[=x]", "#"] {
      #expect(throws: CSSSelector.Invalid.self) { try CSSSelector(selector) }
    }
  }
}
