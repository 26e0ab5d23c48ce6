import Foundation
import Testing
import TrellisTesting

@testable import VDOM

/// A row of a patch's template written as its holes alone
/// (``HTMLWriter/writeHoles(of:shapedLike:)``): exactly the values the full
/// render marks, and only for a row whose markup certainly has the
/// reference's shape; the template built that way is byte for byte the one
/// built from every row's full markup.
@Suite struct HTMLWriterHolesTests {
  /// The bytes of the holes that rendering `node` in full marks, in order.
  static func markedHoles(_ node: Node<Int>) -> [UInt8] {
    var writer = HTMLWriter()
    defer { writer.deallocate() }
    writer.recordHoles(capacity: 64)
    writer.writeNode(node)
    var bytes: [UInt8] = []
    for pair in stride(from: 0, to: writer.holeCount, by: 2) {
      bytes += writer.bytes[writer.holes[pair]..<writer.holes[pair + 1]]
    }
    return bytes
  }

  /// What `writeHoles` writes for `node` against `reference`, or `nil` when
  /// it refuses the pair.
  static func holesOnly(_ node: Node<Int>, shapedLike reference: Node<Int>) -> [UInt8]? {
    guard case .element(let element) = node, case .element(let other) = reference else {
      return nil
    }
    var writer = HTMLWriter()
    defer { writer.deallocate() }
    writer.recordHoles(capacity: 64)
    guard writer.writeHoles(of: element.storage, shapedLike: other.storage) else { return nil }
    return Array(writer.bytes)
  }

  /// The patch encoding of inserting `nodes`, with rows of the first's
  /// shape written as their holes or every row rendered in full.
  static func encoded(_ nodes: [Node<Int>], shapesFromFirst: Bool) -> [UInt8] {
    var writer = PatchWriter()
    writer.templateMarkup(nodes, shapesFromFirst: shapesFromFirst)
    return writer.bytes
  }

  @Test func aTableRowIsWrittenAsTheHolesItsFullRenderMarks() throws {
    let rows = PatchTemplateTests.rows(3)
    let holes = try #require(Self.holesOnly(rows[2], shapedLike: rows[0]))
    #expect(holes == Self.markedHoles(rows[2]))
    let text = String(decoding: holes, as: UTF8.self)
    #expect(text.contains("label \(3 * 7919)"))
    #expect(!text.contains("<td") && !text.contains("class="))
  }

  @Test func valuesOfTheSameBitsAsTheFirstRowsAreNotWrittenAgain() throws {
    let rows = PatchTemplateTests.rows(3)
    guard case .element(let first) = rows[0], case .element(let third) = rows[2] else {
      Issue.record("rows are elements")
      return
    }
    var writer = HTMLWriter()
    defer { writer.deallocate() }
    writer.recordHoles(capacity: 64)
    writer.writeNode(rows[0])
    let start = writer.count
    let holeStart = writer.holeCount
    writer.borrowedHoleOffset = holeStart
    let sameShape = writer.writeHoles(of: third.storage, shapedLike: first.storage)
    #expect(sameShape)
    // The class literals every row shares are the first row's holes.
    let written = String(decoding: writer.bytes[start..<writer.count], as: UTF8.self)
    #expect(written.contains("label \(3 * 7919)"))
    #expect(!written.contains("col-md") && !written.contains("remove"))
    // Each hole still holds the value the full render marks there.
    var resolved: [UInt8] = []
    for pair in stride(from: holeStart, to: writer.holeCount, by: 2) {
      resolved += writer.bytes[writer.holes[pair]..<writer.holes[pair + 1]]
    }
    #expect(resolved == Self.markedHoles(rows[2]))
  }

  @Test func valuesAreEscapedAndDangerousURLsNeutralisedAsInTheFullRender() throws {
    func link(_ href: String, _ text: String) -> Node<Int> {
      el("a", [.init("href", href), .init("title", text)], [.text(text)])
    }
    let reference = link("/a", "plain")
    for row in [
      link("javascript:alert(1)", #"<b>&"'</b>"#), link("/b?x=1&y=2", "ü\u{2028}"),
      link("", "-"),
    ] {
      let holes = try #require(Self.holesOnly(row, shapedLike: reference))
      #expect(holes == Self.markedHoles(row))
    }
  }

  @Test func rowsWhoseShapeMayDifferAreRefused() {
    let reference = el(
      "tr", [.init("class", "a")], events: [click(1)],
      [el("td", [.text("x")]), el("td", [.init("hidden", "h")], [])])
    var ids = HandlerIDs()
    let mounted = mount(reference, ids: &ids)
    let others: [(String, Node<Int>)] = [
      ("another tag", el("li", [.init("class", "a")], events: [click(1)], [])),
      ("a boolean attribute", el("tr", [.init("class", nil)], events: [click(1)], [])),
      ("another attribute", el("tr", [.init("title", "a")], events: [click(1)], [])),
      ("an unmounted binding", el("tr", [.init("class", "a")], events: [click(1)], [])),
      (
        "a text for an element",
        el(
          "tr", [.init("class", "a")], events: [click(1)],
          [.text("x"), el("td", [.init("hidden", "h")], [])])
      ),
      (
        "raw markup",
        el("tr", [.init("class", "a")], events: [click(1)], [.raw("<td>x</td>"), el("td")])
      ),
      ("fewer children", el("tr", [.init("class", "a")], events: [click(1)], [el("td")])),
    ]
    for (name, node) in others {
      let mountedNode = name == "an unmounted binding" ? node : mount(node, ids: &ids)
      #expect(Self.holesOnly(mountedNode, shapedLike: mounted) == nil, "\(name)")
    }
    let pre = el("pre", [.text("\nx")])
    #expect(
      Self.holesOnly(el("pre", [.text("y")]), shapedLike: pre) == nil, "pre's leading newline")
    // An empty text is no child at all: another shape.
    let empty = el("a", [.init("href", "/b")], [.text("")])
    #expect(Self.holesOnly(empty, shapedLike: el("a", [.init("href", "/a")], [.text("a")])) == nil)
    let area = el("textarea", [.text("a")])
    #expect(Self.holesOnly(area, shapedLike: area) == nil, "textarea's content")
  }

  @Test func aVoidElementsIgnoredChildrenDoNotCount() throws {
    let reference = el("input", [.init("value", "a")], [])
    let row = el("input", [.init("value", "b")], [.text("ignored")])
    let holes = try #require(Self.holesOnly(row, shapedLike: reference))
    #expect(holes == Self.markedHoles(row))
  }

  @Test(arguments: [false, true])
  func templatesAreTheSameWhetherRowsAreWrittenAsHolesOrInFull(keyed: Bool) {
    var trees = RandomTrees(seed: keyed ? 17 : 18, keyed: keyed, maxDepth: 3)
    var withHoles = 0
    for round in 0..<80 {
      var ids = HandlerIDs()
      let base = mount(trees.tree(), ids: &ids)
      var nodes = [base]
      // Mostly rows of the first's shape with other values, some of others.
      for _ in 0..<12 { nodes.append(mount(trees.mutate(base), ids: &ids)) }
      for _ in 0..<(round % 4) { nodes.append(mount(trees.tree(), ids: &ids)) }
      let fast = Self.encoded(nodes, shapesFromFirst: true)
      #expect(fast == Self.encoded(nodes, shapesFromFirst: false))
      if nodes.dropFirst().contains(where: { Self.holesOnly($0, shapedLike: base) != nil }) {
        withHoles += 1
      }
    }
    #expect(withHoles > 20, "\(withHoles) of 80 lists had rows written as holes")
  }

  @Test func tablesWithOddRowsAreTheSameWhetherRowsAreWrittenAsHolesOrInFull() {
    for rows in [
      PatchTemplateTests.rows(1_000), PatchTemplateTests.rows(20, selected: 7),
      PatchTemplateTests.rows(10, selected: 1), PatchTemplateTests.rows(9, selected: 2),
    ] {
      #expect(
        Self.encoded(rows, shapesFromFirst: true) == Self.encoded(rows, shapesFromFirst: false))
    }
    // Texts that need escaping, equal or not in every row.
    let items = (0..<12).map { n in
      el("li", [.init("class", "x&y"), .init("data-n", "\(n % 2)")], [.text("<\(n)>")])
    }
    #expect(
      Self.encoded(items, shapesFromFirst: true) == Self.encoded(items, shapesFromFirst: false))
  }
}
