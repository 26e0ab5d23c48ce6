import Testing
import TrellisTesting

@testable import VDOM

/// Islands: the diff never descends into one, but patches its own element.
@Suite struct IslandTests {
  enum Action: Equatable, Sendable {
    case pushed(String)
    case tapped
  }

  func page(count: Int, value: String, inside: String) -> Node<Action> {
    main {
      p { "\(count)" }
      hook("chart", value: value, .id("chart"), .onHook { .pushed($0) }) {
        p { inside }
        button(.onClick(.tapped)) { "Go" }
      }
      p { "after \(count)" }
    }
  }

  @Test func theDiffNeverDescendsIntoAnIsland() throws {
    var ids = HandlerIDs()
    var index = HandlerIndex<Action>()
    let old = mount(page(count: 1, value: "1", inside: "first"), ids: &ids, index: &index)
    let result = diff(
      old, page(count: 2, value: "2", inside: "second"), ids: &ids, index: &index)
    // Around it and on its element only: no path goes below child 1 of main.
    for patch in result.patches {
      let path = patch.path
      #expect(!(path.count > 1 && path[0] == 1), "patch inside the island: \(patch)")
    }
    #expect(result.patches.contains { $0.path == [1] })
    #expect(result.patches.contains { $0.path == [0, 0] })
    // The new tree keeps the island's mounted children, handler ids included.
    let island = try #require(result.tree.element?.children[1].element)
    #expect(island.children == old.element?.children[1].element?.children)
    #expect(island.attribute("data-hook-value")?.value == "2")
    let buttonID = try #require(island.children[1].element?.events.first?.id)
    #expect(index.handler(for: buttonID) == .action(.tapped))
  }

  @Test func anIslandRendersItsNameValueAndContentOnce() {
    var ids = HandlerIDs()
    let html = HTMLRenderer().render(mount(page(count: 1, value: "7:3", inside: "x"), ids: &ids))
    #expect(html.contains(#"data-hook="chart""#))
    #expect(html.contains(#"data-hook-value="7:3""#))
    #expect(html.contains(#"data-t-hook="1""#))
    #expect(html.contains("<p>x</p>"))
  }

  @Test func aHookValueBecomesTheAction() throws {
    var ids = HandlerIDs()
    let tree = mount(page(count: 1, value: "", inside: ""), ids: &ids)
    let island = try #require(tree.element?.children[1].element)
    let binding = try #require(island.events.first)
    #expect(binding.event == .hook)
    #expect(binding.handler.action(for: EventPayload(value: "pause")) == .pushed("pause"))
  }

  @Test func mapKeepsTheIslandAndOtherMemosGo() throws {
    let mapped = page(count: 1, value: "", inside: "").map { "\($0)" }
    let island = try #require(mapped.element?.children[1].element)
    #expect(island.memo?.isIsland == true)
    let memoised: Node<Action> = div(.memo(3)) { "x" }
    #expect(memoised.map { "\($0)" }.element?.memo == nil)
  }

  @Test func anIslandReplacedByAnotherTagIsReplacedWhole() {
    var ids = HandlerIDs()
    let before: Node<Action> = div { hook("chart", value: "1") { "a" } }
    let after: Node<Action> = div { section { "b" } }
    let result = diff(mount(before, ids: &ids), after, ids: &ids)
    #expect(result.patches.count == 1)
  }
}
