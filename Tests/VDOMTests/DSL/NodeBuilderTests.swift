import Testing

@testable import VDOM

@Suite struct NodeBuilderTests {
  typealias N = Node<Never>
  enum Filter { case all, active, done }

  @Test func stringsBecomeTextAndAdjacentTextMerges() {
    let name = "Ada"
    assertRenders(
      p {
        "Hello, "
        "\(name)"
        "!"
      } as N, "<p>Hello, Ada!</p>")
    assertRenders(
      p {
        text("a")
        ""
        text("b")
      } as N, "<p>ab</p>")
    #expect(
      (p {
        "Hello, "
        "\(name)"
      } as N).element?.children == [.text("Hello, Ada")])
  }

  @Test func aBlockOfOneChildHoldsItWithoutAnArrayAndEmptyTextStillDrops() {
    #expect((p { "" } as N).element?.children == [])
    #expect((p { "a" } as N).element?.children == [.text("a")])
    let shared: N = span { "x" }
    #expect((td { shared } as N).element?.children == [shared])
    #expect((td() as N).element?.children == [])
  }

  @Test func anArraySplicedInIsMovedOnlyWhenTheBlockOwnsIt() {
    // The caller still holds its array: the element copies the nodes.
    let nodes: [N] = [.text("a"), .text("b"), span()]
    let node: N = p { nodes }
    #expect(node.element?.children == [.text("ab"), span()])
    #expect(nodes == [.text("a"), .text("b"), span()])
    // A builder of the caller's own, returning an array, still builds.
    func card(@NodeBuilder<Never> _ content: () -> [N]) -> N {
      div(.class("card")) { content() }
    }
    assertRenders(
      card {
        "a"
        em { "b" }
      }, #"<div class="card">a<em>b</em></div>"#)
  }

  @Test func ifElseChoosesABranch() {
    func view(_ isOn: Bool) -> N {
      div {
        if isOn { span { "on" } } else { em { "off" } }
        if isOn { "!" }
      }
    }
    assertRenders(view(true), "<div><span>on</span>!</div>")
    assertRenders(view(false), "<div><em>off</em></div>")
  }

  @Test func ifLetUnwrapsOptionals() {
    func view(_ error: String?) -> N {
      div {
        if let error { p(.role("alert")) { error } }
        "end"
      }
    }
    assertRenders(view("Oops"), #"<div><p role="alert">Oops</p>end</div>"#)
    assertRenders(view(nil), "<div>end</div>")
  }

  @Test func switchRendersTheMatchingCase() {
    func view(_ filter: Filter) -> N {
      nav {
        switch filter {
        case .all: "All"
        case .active: strong { "Active" }
        case .done:
          em { "Done" }
          "!"
        }
      }
    }
    assertRenders(view(.all), "<nav>All</nav>")
    assertRenders(view(.active), "<nav><strong>Active</strong></nav>")
    assertRenders(view(.done), "<nav><em>Done</em>!</nav>")
  }

  @Test func forLoopsRepeatTheirBody() {
    let items = ["a", "b", "c"]
    let node: N = ul {
      for (index, item) in items.enumerated() {
        li(.key(index)) { item }
        if index == 0 { li { "after first" } }
      }
    }
    assertRenders(node, "<ul><li>a</li><li>after first</li><li>b</li><li>c</li></ul>")
    #expect(node.element?.children.map(\.key) == ["0", nil, "1", "2"])
    assertRenders(ul { for _ in 0..<0 { li() } } as N, "<ul></ul>")
  }

  @Test func statementsOfNoneOneOrManyNodesKeepTheirOrder() {
    let pair: [N] = [em { "1" }, em { "2" }]
    let none: N? = nil
    // One statement among several holds nodes: the block is those nodes.
    assertRenders(
      div {
        none
        [] as [N]
        pair
        if pair.isEmpty { "never" }
      } as N, "<div><em>1</em><em>2</em></div>")
    // Loop bodies of no node, one node and several nodes.
    let node: N = ol {
      for count in [0, 1, 2, 0, 3] {
        for index in 0..<count { li { "\(count).\(index)" } }
      }
      "end"
    }
    assertRenders(
      node,
      "<ol><li>1.0</li><li>2.0</li><li>2.1</li><li>3.0</li><li>3.1</li><li>3.2</li>end</ol>")
    #expect(node.element?.children.count == 7)
  }

  @Test func optionalNodesAndArraysOfNodesAreAccepted() {
    let badge: N? = span { "new" }
    let missing: N? = nil
    let cells: [N] = ["x", "y"].map { item in td { item } }
    assertRenders(
      div {
        badge
        missing
      } as N, "<div><span>new</span></div>")
    assertRenders(tr { cells } as N, "<tr><td>x</td><td>y</td></tr>")
  }

  @Test func availabilityChecksAreAllowed() {
    let node: N = div {
      if #available(macOS 15, *) { "new" } else { "old" }
    }
    assertRenders(node, "<div>new</div>")
  }

  @Test func buildersNestAndComposeThroughFunctions() {
    func row(_ label: String) -> N { tr { td { label } } }
    let node: N = table {
      thead { tr { th { "Name" } } }
      tbody {
        row("a")
        row("b")
      }
    }
    assertRenders(
      node,
      "<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>a</td></tr><tr><td>b</td></tr></tbody></table>"
    )
  }

  @Test func theBuilderCanBeUsedDirectly() {
    @NodeBuilder<Never> func items(_ count: Int) -> [N] {
      for index in 0..<count { li { "\(index)" } }
    }
    assertRenders(ol { items(2) } as N, "<ol><li>0</li><li>1</li></ol>")
  }
}
