import Testing

@testable import VDOM

/// Escaping and the XSS vectors a renderer must survive; each case states
/// the exact safe output.
@Suite struct HTMLEscapingTests {
  typealias N = Node<Never>

  @Test func textEscapesMarkupCharacters() {
    assertRenders(p { "a & b < c > d \"q\" 'a'" } as N, "<p>a &amp; b &lt; c &gt; d \"q\" 'a'</p>")
  }

  @Test func attributeValuesEscapeQuotesToo() {
    assertRenders(
      div(.title("a & b < c > d \"q\" 'a'")) as N,
      #"<div title="a &amp; b &lt; c &gt; d &quot;q&quot; &#39;a&#39;"></div>"#)
  }

  @Test func longRunsWithoutSpecialCharactersAreCopiedIntact() {
    let long = String(repeating: "abcdefghij", count: 1000)
    assertRenders(p { long + "&" + long } as N, "<p>" + long + "&amp;" + long + "</p>")
  }

  static let vectors: [(name: String, node: Node<Never>, html: String)] = [
    (
      "script tag in text", p { "<script>alert(1)</script>" },
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"
    ),
    (
      "comment in text", p { "<!-- x --> <![CDATA[ y ]]>" },
      "<p>&lt;!-- x --&gt; &lt;![CDATA[ y ]]&gt;</p>"
    ),
    (
      "double-quote attribute breakout", div(.title("\"><img src=x onerror=alert(1)>")),
      #"<div title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"></div>"#
    ),
    (
      "single-quote attribute breakout", input(.value("' onmouseover='alert(1)")),
      #"<input value="&#39; onmouseover=&#39;alert(1)">"#
    ),
    (
      "javascript: href", a(.href("javascript:alert(1)")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "mixed-case javascript: href", a(.href("JaVaScRiPt:alert(1)")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "leading spaces", a(.href("   javascript:alert(1)")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "leading control characters", a(.href("\u{01}\u{1F} javascript:alert(1)")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "tab inside the scheme", a(.href("java\tscript:alert(1)")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "newlines inside the scheme", a(.href("jav\na\rscript:alert(1)")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "entity-encoded scheme stays inert text", a(.href("&#106;avascript:alert(1)")) { "x" },
      #"<a href="&amp;#106;avascript:alert(1)">x</a>"#
    ),
    (
      "entity-encoded colon stays inert text", a(.href("javascript&colon;alert(1)")) { "x" },
      #"<a href="javascript&amp;colon;alert(1)">x</a>"#
    ),
    (
      "vbscript: href", a(.href("vbscript:msgbox(1)")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "data:text/html href", a(.href("data:text/html;base64,PHNjcmlwdD4=")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "data:image in a link", a(.href("data:image/png;base64,AAAA")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "data:application/json in a link is an inert download",
      a(.href("DATA:Application/JSON;charset=utf-8,%7B%7D"), .attribute("download", "x.json")) {
        "x"
      },
      #"<a download="x.json" href="DATA:Application/JSON;charset=utf-8,%7B%7D">x</a>"#
    ),
    (
      "data:application/json with tabs the URL parser drops, and no parameters",
      a(.href("data:applica\ttion/json,{}")) { "x" },
      "<a href=\"data:applica\ttion/json,{}\">x</a>"
    ),
    (
      "a longer type that starts like JSON is not JSON",
      a(.href("data:application/jsonx,{}")) { "x" },
      #"<a href="about:blank#blocked">x</a>"#
    ),
    (
      "application/json+html or a JSON type with no data is refused",
      p {
        a(.href("data:application/json+html,<b>")) { "x" }
        a(.href("data:application/json")) { "y" }
      },
      #"<p><a href="about:blank#blocked">x</a><a href="about:blank#blocked">y</a></p>"#
    ),
    (
      "data:application/json anywhere but a link's href",
      img(.src("data:application/json,{}")),
      #"<img src="about:blank#blocked">"#
    ),
    (
      "data:image/svg in img src is an image", img(.src("DATA:image/svg+xml;base64,AAAA")),
      #"<img src="DATA:image/svg+xml;base64,AAAA">"#
    ),
    (
      "data:text/html in img src", img(.src("data:text/html,<script>alert(1)</script>")),
      #"<img src="about:blank#blocked">"#
    ),
    (
      "javascript: script src", script(src: " javascript:alert(1)"),
      #"<script src="about:blank#blocked"></script>"#
    ),
    (
      "javascript: form action and formaction",
      form(.action("javascript:alert(1)")) {
        button(.attribute("formaction", "JAVASCRIPT:alert(2)")) { "go" }
      },
      #"<form action="about:blank#blocked"><button formaction="about:blank#blocked">go</button></form>"#
    ),
    (
      "javascript: in xlink:href, poster and cite",
      svg {
        element("a", .attribute("xlink:href", "javascript:alert(1)"))
        element("video", .attribute("poster", "javascript:alert(2)"))
        blockquote(.attribute("cite", "vbscript:x"))
      },
      #"<svg><a xlink:href="about:blank#blocked"></a><video poster="about:blank#blocked"></video><blockquote cite="about:blank#blocked"></blockquote></svg>"#
    ),
    (
      "srcdoc is markup in an attribute",
      element(
        "iframe", .attribute("srcdoc", "<script>alert(1)</script>"), .attribute("SRCDOC", "x")),
      "<iframe></iframe>"
    ),
    (
      "javascript: in object data",
      element("object", .attribute("data", "javascript:alert(1)")),
      #"<object data="about:blank#blocked"></object>"#
    ),
    (
      "SVG animation to javascript:",
      svg {
        element(
          "animate", .attribute("attributeName", "href"), .attribute("to", "javascript:alert(1)"))
        element("animate", .attribute("values", "0;1;javascript:alert(2)"), .attribute("from", "0"))
      },
      #"<svg><animate attributeName="href" to="about:blank#blocked"></animate>"#
        + #"<animate from="0" values="about:blank#blocked"></animate></svg>"#
    ),
    (
      "safe URLs are kept and escaped", a(.href("https://example.com/?q=\"'<>&x=1")) { "x" },
      #"<a href="https://example.com/?q=&quot;&#39;&lt;&gt;&amp;x=1">x</a>"#
    ),
    (
      "relative URLs that mention javascript: later",
      a(.href("/search?q=javascript:alert(1)")) { "x" },
      #"<a href="/search?q=javascript:alert(1)">x</a>"#
    ),
    (
      "</style> breakout", style("a{}</style><script>alert(1)</script>"),
      #"<style>a{}<\/style><script>alert(1)</script></style>"#
    ),
    (
      "</STYLE > breakout in any case", style("</STYLE ><b>"),
      #"<style><\/STYLE ><b></style>"#
    ),
    (
      "</textarea> breakout", textarea { "</textarea><script>alert(1)</script>" },
      "<textarea>&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>"
    ),
    (
      "</title> breakout", title { "</title><script>alert(1)</script>" },
      "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"
    ),
    (
      "inline handler through the escape hatch", div(.attribute("onclick", "alert(1)")),
      "<div></div>"
    ),
    (
      "inline handler in upper case",
      div(.attribute("ONMOUSEOVER", "alert(1)"), .attribute("oNfocus", nil)),
      "<div></div>"
    ),
    (
      "attribute-name injection",
      div(.attribute("x onclick", "alert(1)"), .attribute("a\"b", "1"), .attribute("x=y", "1")),
      "<div></div>"
    ),
    (
      "attribute names that are not names",
      div(.attribute("", "1"), .attribute("-x", "1"), .attribute("é", "1"), .attribute("a>b", nil)),
      "<div></div>"
    ),
    (
      "forged event binding",
      div(.attribute("data-t-click", "1"), .data("t-submit", "2"), .attribute("DATA-T-input", "3")),
      "<div></div>"
    ),
    (
      "tag-name injection",
      div {
        element("img src=x onerror=alert(1)")
        element("script><img")
      },
      "<div></div>"
    ),
    (
      "aria and data values are escaped", div(.aria("label", "\"><script>"), .data("x", "'")),
      #"<div aria-label="&quot;&gt;&lt;script&gt;" data-x="&#39;"></div>"#
    ),
  ]

  @Test(arguments: vectors.indices)
  func xssVector(_ index: Int) {
    let vector = Self.vectors[index]
    let html = HTMLRenderer.render(vector.node)
    #expect(html == vector.html, "\(vector.name)")
  }

  @Test func sanitizedAttributesFollowTheRendererRules() {
    #expect(HTMLAttribute("onclick", "x").sanitized(forTag: "div") == nil)
    #expect(
      HTMLAttribute("href", "javascript:x").sanitized(forTag: "a")
        == HTMLAttribute("href", "about:blank#blocked"))
    #expect(
      HTMLAttribute("src", "data:image/png,x").sanitized(forTag: "img")
        == HTMLAttribute("src", "data:image/png,x"))
    #expect(
      HTMLAttribute("src", "data:image/png,x").sanitized(forTag: "iframe")?.value
        == "about:blank#blocked")
    #expect(HTMLAttribute("class", "a").sanitized(forTag: "div") == HTMLAttribute("class", "a"))
  }
}
