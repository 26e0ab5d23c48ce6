import Testing

@testable import VDOM

@Suite struct HTMLRendererTests {
  enum Action: Equatable, Sendable {
    case tapped
    case typed(String)
  }

  @Test func rendersElementsTextAndAttributesInNameOrder() {
    let node: Node<Never> = div(.id("main"), .class("a"), .attribute("aria-label", "Box")) {
      "Hi "
      strong { "there" }
    }
    assertRenders(
      node, #"<div aria-label="Box" class="a" id="main">Hi <strong>there</strong></div>"#)
  }

  @Test func voidElementsHaveNoEndTagAndNoContent() {
    let children: [Node<Never>] = [.text("ignored")]
    let broken = Node<Never>.element(Element(tag: "br", children: children))
    assertRenders(broken, "<br>")
    assertRenders(img(.src("/a.png"), .alt("A")) as Node<Never>, #"<img alt="A" src="/a.png">"#)
    assertRenders(input(.type(.text), .name("q")) as Node<Never>, #"<input name="q" type="text">"#)
    // The one table the renderer, the validator and the test kit's parser read.
    #expect(VoidElements.names.isSuperset(of: ["area", "br", "wbr", "param", "keygen", "frame"]))
    for tag in VoidElements.names.sorted() {
      assertRenders(Node<Never>.element(Element(tag: tag)), "<\(tag)>")
    }
    assertRenders(Node<Never>.element(Element(tag: "BR")), "<BR>")
  }

  @Test func booleanAttributesRenderAsBareNames() {
    let node: Node<Never> = input(.type(.checkbox), .checked, .disabled(true), .required(false))
    assertRenders(node, #"<input checked disabled type="checkbox">"#)
  }

  @Test func bindingsWithIDsMergeAmongAttributesInNameOrder() {
    let node: Node<Action> = input(
      .class("field"), .value("x"), .data("row", "7"),
      .onInput(debounce: .milliseconds(250)) { .typed($0) },
      .onKeyDown(key: "Enter", .tapped)
    )
    assertRenders(node, #"<input class="field" data-row="7" value="x">"#)
    assertRenders(
      node.numberingHandlers(),
      #"<input class="field" data-row="7" data-t-input="1;d=250" data-t-keydown="2;k=Enter" value="x">"#
    )
  }

  @Test func keysAreNotRendered() {
    let node: Node<Never> = ul { li(.key(7)) { "seven" } }
    assertRenders(node, "<ul><li>seven</li></ul>")
  }

  @Test func scriptNeverHasContentAndStyleIsRawText() {
    let node: Node<Never> = head {
      script(src: "/client.js", .attribute("defer", nil))
      style("a > b { content: \"&\" }")
    }
    assertRenders(
      node,
      #"<head><script defer src="/client.js"></script><style>a > b { content: "&" }</style></head>"#
    )
    let smuggled = Node<Never>.element(Element(tag: "script", children: [.text("alert(1)")]))
    assertRenders(smuggled, "<script></script>")
  }

  @Test func titleAndTextareaKeepOnlyText() {
    let node: Node<Never> = title {
      "A <b>"
      strong { "dropped" }
    }
    assertRenders(node, "<title>A &lt;b&gt;</title>")
    assertRenders(
      textarea {
        "x"
        span { "dropped" }
      } as Node<Never>, "<textarea>x</textarea>")
  }

  @Test func leadingNewlineOfPreAndTextareaIsKept() {
    assertRenders(pre { "\ncode" } as Node<Never>, "<pre>\n\ncode</pre>")
    assertRenders(textarea { "\nnote" } as Node<Never>, "<textarea>\n\nnote</textarea>")
    assertRenders(
      Node<Never>.element(Element(tag: "listing", children: [.text("\nx")])),
      "<listing>\n\nx</listing>")
    assertRenders(pre { "code\n" } as Node<Never>, "<pre>code\n</pre>")
  }

  @Test func rawMarkupIsCopiedAsIs() {
    let node: Node<Never> = div { Node.unsafeRawHTML("<b>bold</b> &amp;") }
    assertRenders(node, "<div><b>bold</b> &amp;</div>")
  }

  @Test func invalidTagsAreNotRendered() {
    let node: Node<Never> = div {
      element("img src=x onerror=alert(1)")
      element("my-widget") { "ok" }
      element("")
    }
    assertRenders(node, "<div><my-widget>ok</my-widget></div>")
  }

  @Test func documentModeAddsTheDoctype() {
    let page: Node<Never> = html(.lang("en")) {
      head {
        meta(.charset("utf-8"))
        title { "T" }
      }
      body { main { "x" } }
    }
    let expected =
      #"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><main>x</main></body></html>"#
    #expect(HTMLRenderer(document: true).render(page) == expected)
  }

  @Test func bytesStringAndAppendingFormsAgree() {
    let node: Node<Never> = p { "Grüße — 😀 & <ok>" }
    let string = HTMLRenderer.render(node)
    #expect(string == "<p>Grüße — 😀 &amp; &lt;ok&gt;</p>")
    #expect(HTMLRenderer().renderBytes(node) == Array(string.utf8))
    var buffer = Array("<!-- before -->".utf8)
    HTMLRenderer().render(node, into: &buffer)
    #expect(String(decoding: buffer, as: UTF8.self) == "<!-- before -->" + string)
    #expect(HTMLRenderer().render([node, node]) == string + string)
  }

  @Test func bindingAttributeValuesMatchTheirDefinition() {
    var binding = EventBinding<Action>(
      event: .keydown,
      options: EventOptions(debounceMilliseconds: 5, throttleMilliseconds: 9, keys: ["a", "\""]),
      handler: .action(.tapped))
    binding.id = 42
    let node = Node.element(Element(tag: "div", events: [binding]))
    assertRenders(node, #"<div data-t-keydown="42;d=5;t=9;k=a,&quot;"></div>"#)
  }

  @Test func invalidEventNamesAreDropped() {
    var binding = EventBinding<Action>(
      event: EventName(rawValue: "x onclick=alert(1)"), handler: .action(.tapped))
    binding.id = 1
    assertRenders(Node.element(Element(tag: "div", events: [binding])), "<div></div>")
  }

  @Test func concurrentRendersShareNoBytes() async {
    // Writers hand their memory to the next render; renders running at once
    // on several threads must each still get exactly their own output.
    func page(_ seed: Int) -> Node<Never> {
      ul {
        for index in 0..<(50 + seed * 37 % 400) {
          li(.data("i", "\(index)")) { "\(seed)-\(index)" }
        }
      }
    }
    let expected = (0..<16).map { HTMLRenderer.render(page($0)) }
    let results = await withTaskGroup(of: (Int, Bool).self) { group in
      for seed in 0..<16 {
        group.addTask {
          var same = true
          for _ in 0..<10 { same = same && HTMLRenderer.render(page(seed)) == expected[seed] }
          return (seed, same)
        }
      }
      return await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
    }
    #expect(results.count == 16)
    #expect(results.values.allSatisfy { $0 })
  }
}
