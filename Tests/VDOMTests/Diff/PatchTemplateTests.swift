import Foundation
import Testing
import TrellisTesting

@testable import VDOM

/// The template encoding of many inserted nodes (``PatchTemplate``): what it
/// sends expands to exactly the markup it replaces, and it sends only the
/// values that differ.
@Suite struct PatchTemplateTests {
  /// The markup argument of the one insert that `nodes` encode to, decoded.
  static func encodedMarkup(_ nodes: [Node<Int>]) throws -> Any {
    let patches: [Patch<Int>] = [.insert(path: [], index: 0, nodes: nodes)]
    let json = try JSONSerialization.jsonObject(with: Data(PatchEncoder.encode(patches)))
    let operation = try #require((json as? [Any])?.first as? [Any])
    return try #require(operation.last)
  }

  /// js-framework-benchmark's rows, mounted: id, label with a select link,
  /// a remove link, and an empty last cell; row `selected` is `danger`.
  static func rows(_ count: Int, selected: Int? = nil) -> [Node<Int>] {
    var ids = HandlerIDs(startingAt: 1 << 40)
    return (1...count).map { n in
      mount(
        el(
          "tr", key: "\(n)", n == selected ? [.init("class", "danger")] : [],
          [
            el("td", [.init("class", "col-md-1")], [.text("\(n)")]),
            el(
              "td", [.init("class", "col-md-4")],
              [el("a", [.init("class", "lbl")], events: [click(n)], [.text("label \(n * 7919)")])]
            ),
            el(
              "td", [.init("class", "col-md-1")],
              [el("a", [.init("class", "remove")], events: [click(-n)], [el("span")])]),
            el("td", [.init("class", "col-md-6")]),
          ]), ids: &ids)
    }
  }

  @Test func aTableIsSentAsItsStaticsOnceAndFourValuesPerRow() throws {
    let nodes = Self.rows(1_000)
    let markup = try Self.encodedMarkup(nodes)
    let template = try #require(markup as? [Any])
    let statics = try #require(template.first as? [String])
    // Id, the select link's handler id, the label, the remove link's id.
    #expect(statics.count == 5)
    #expect(template.count == 1_001)
    let second = try #require(template[2] as? [String])
    #expect(second == ["2", "\((1 << 40) + 2)", "label \(2 * 7919)", "\((1 << 40) + 3)"])
    #expect(PatchApplier.expand(markup) == HTMLRenderer().render(nodes))
    let plain = HTMLRenderer().render(nodes).utf8.count
    let sent = PatchEncoder.encode([Patch<Int>.insert(path: [], index: 0, nodes: nodes)]).count
    #expect(sent * 3 < plain, "\(sent) bytes sent for \(plain) of markup")
  }

  @Test func aRowOfAnotherShapeTravelsAsItsOwnMarkup() throws {
    let nodes = Self.rows(20, selected: 7)
    let markup = try Self.encodedMarkup(nodes)
    let template = try #require(markup as? [Any])
    #expect(template[7] is String)
    #expect(template.dropFirst().filter { $0 is [String] }.count == 19)
    #expect(PatchApplier.expand(markup) == HTMLRenderer().render(nodes))
  }

  @Test func whenTheFirstRowIsTheOddOneTheSecondIsTheReference() throws {
    let nodes = Self.rows(10, selected: 1)
    let template = try #require(try Self.encodedMarkup(nodes) as? [Any])
    #expect(template[1] is String)
    #expect(template.dropFirst(2).allSatisfy { $0 is [String] })
    #expect(PatchApplier.expand(template) == HTMLRenderer().render(nodes))
  }

  @Test func fewNodesOrNoSharedShapeTravelAsOneString() throws {
    let few = Self.rows(PatchTemplate.minimumNodes - 1)
    #expect(try Self.encodedMarkup(few) as? String == HTMLRenderer().render(few))
    let mixed = ["p", "b", "i", "u", "em", "s", "q", "code", "kbd"].map { el($0, [.text($0)]) }
    #expect(try Self.encodedMarkup(mixed) as? String == HTMLRenderer().render(mixed))
  }

  @Test func aValueEqualInEveryRowBecomesStatic() throws {
    let nodes = (1...10).map { n in el("li", [.init("class", "item")], [.text("same")]) }
    let template = try #require(try Self.encodedMarkup(nodes) as? [Any])
    #expect(template.first as? [String] == [#"<li class="item">same</li>"#])
    #expect(template.dropFirst().allSatisfy { ($0 as? [String]) == [] })
    #expect(PatchApplier.expand(template) == HTMLRenderer().render(nodes))
  }

  @Test(arguments: [false, true])
  func randomChildListsExpandToTheirMarkup(keyed: Bool) throws {
    var trees = RandomTrees(seed: keyed ? 7 : 8, keyed: keyed, maxDepth: 3)
    var templated = 0
    for _ in 0..<60 {
      var ids = HandlerIDs()
      var nodes: [Node<Int>] = []
      // Variations of one tree share most of their shape; fresh trees rarely do.
      let base = mount(trees.tree(), ids: &ids)
      for _ in 0..<12 { nodes.append(mount(trees.mutate(base), ids: &ids)) }
      for _ in 0..<3 { nodes.append(mount(trees.tree(), ids: &ids)) }
      let markup = try Self.encodedMarkup(nodes)
      if markup is [Any] { templated += 1 }
      #expect(PatchApplier.expand(markup) == HTMLRenderer().render(nodes))
    }
    // Both forms are met, so the comparison checks templates too.
    #expect(templated > 0 && templated < 60, "\(templated) of 60 lists were templates")
  }
}
