import Testing

@testable import VDOM

@Suite struct ElementsTests {
  typealias N = Node<Never>

  static let containers: [(N, String)] = [
    (html(), "html"), (head(), "head"), (body(), "body"), (title(), "title"),
    (main(), "main"), (header(), "header"), (footer(), "footer"), (nav(), "nav"),
    (section(), "section"),
    (article(), "article"), (aside(), "aside"), (h1(), "h1"), (h2(), "h2"), (h3(), "h3"),
    (h4(), "h4"),
    (h5(), "h5"), (h6(), "h6"), (div(), "div"), (p(), "p"), (pre(), "pre"),
    (blockquote(), "blockquote"),
    (figure(), "figure"), (figcaption(), "figcaption"), (ul(), "ul"), (ol(), "ol"), (li(), "li"),
    (dl(), "dl"),
    (dt(), "dt"), (dd(), "dd"), (details(), "details"), (summary(), "summary"),
    (dialog(), "dialog"),
    (span(), "span"), (a(), "a"), (em(), "em"), (strong(), "strong"), (small(), "small"),
    (code(), "code"),
    (kbd(), "kbd"), (mark(), "mark"), (abbr(), "abbr"), (sub(), "sub"), (sup(), "sup"),
    (time(), "time"),
    (form(), "form"), (button(), "button"), (textarea(), "textarea"), (select(), "select"),
    (option(), "option"),
    (optgroup(), "optgroup"), (label(), "label"), (fieldset(), "fieldset"), (legend(), "legend"),
    (output(), "output"), (progress(), "progress"), (table(), "table"), (caption(), "caption"),
    (colgroup(), "colgroup"), (thead(), "thead"), (tbody(), "tbody"), (tfoot(), "tfoot"),
    (tr(), "tr"),
    (th(), "th"), (td(), "td"), (svg(), "svg"), (g(), "g"), (rect(), "rect"), (circle(), "circle"),
    (line(), "line"), (path(), "path"), (svgText(), "text"), (element("my-widget"), "my-widget"),
  ]

  static let voids: [(N, String)] = [
    (meta(), "meta"), (link(), "link"), (base(), "base"), (hr(), "hr"), (br(), "br"),
    (wbr(), "wbr"),
    (img(), "img"), (input(), "input"), (col(), "col"),
  ]

  @Test(arguments: containers.indices)
  func containerElementsWrapTheirContent(_ index: Int) {
    let (empty, tag) = Self.containers[index]
    assertRenders(empty, "<\(tag)></\(tag)>")
    #expect(empty.element?.tag == tag)
  }

  @Test(arguments: voids.indices)
  func voidElementsHaveNoEndTag(_ index: Int) {
    let (node, tag) = Self.voids[index]
    assertRenders(node, "<\(tag)>")
  }

  @Test func elementFunctionsTakeAttributesAndContent() {
    assertRenders(
      section(.id("s"), .class("c")) { h2 { "T" } } as N,
      #"<section class="c" id="s"><h2>T</h2></section>"#)
    assertRenders(
      element("ellipse", .attribute("rx", "4")) { "x" } as N, #"<ellipse rx="4">x</ellipse>"#)
    assertRenders(div(content: { "explicit" }) as N, "<div>explicit</div>")
  }

  @Test func scriptAndStyleHaveTheirOwnShapes() {
    assertRenders(script(src: "/t.js") as N, #"<script src="/t.js"></script>"#)
    assertRenders(style("p { margin: 0 }") as N, "<style>p { margin: 0 }</style>")
  }

  @Test func aPageReadsLikeHTML() {
    let page: N = html(.lang("en")) {
      head {
        meta(.charset("utf-8"))
        title { "Trellis" }
        link(.rel("stylesheet"), .href("/app.css"))
        script(src: "/trellis.js", .boolean("defer"))
      }
      body {
        header { nav { a(.href("/")) { "Home" } } }
        main {
          h1 { "Hello" }
          img(.src("/a.png"), .alt("A"))
        }
      }
    }
    assertRenders(
      page,
      #"<html lang="en"><head><meta charset="utf-8"><title>Trellis</title><link href="/app.css" rel="stylesheet">"#
        + #"<script defer src="/trellis.js"></script></head><body><header><nav><a href="/">Home</a></nav></header>"#
        + #"<main><h1>Hello</h1><img alt="A" src="/a.png"></main></body></html>"#)
  }
}
