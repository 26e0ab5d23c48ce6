import Foundation
import Testing

@testable import VDOM

@Suite struct PatchEncoderTests {
  @Test func theOpTableMatchesTheSharedFixture() throws {
    let data = try Data(contentsOf: Fixtures.directory.appendingPathComponent("patch-ops.json"))
    let table = try #require(JSONSerialization.jsonObject(with: data) as? [String: Int])
    let swift = Dictionary(
      uniqueKeysWithValues: Patch<Int>.OpCode.allCases.map { ($0.name, $0.rawValue) })
    #expect(table == swift)
  }

  @Test func theCursorWalksDownAndUp() {
    let patches: [Patch<Int>] = [
      .spliceText(path: [0, 1, 0], insert: " !!!", suffix: 0, prefix: nil),
      .spliceText(path: [0, 3, 0], insert: " !!!", suffix: 0, prefix: nil),
      .move(path: [2], from: 4, to: 0),
      .remove(path: [2], index: 1, count: 1),
      .removeAttribute(path: [], name: "hidden"),
    ]
    #expect(
      PatchEncoder.encodeString(patches)
        == #"[0,1,0,[2," !!!"],-2,3,0,[2," !!!"],-3,2,[10,4,0],[8,1],-1,[4,"hidden"]]"#)
  }

  @Test func everyOperationHasItsShape() {
    var binding = click(1, debounce: 30)
    binding.id = 7
    let patches: [Patch<Int>] = [
      .setText(path: [], text: "a\"b\\c\n\u{1}"),
      .spliceText(path: [], insert: "x", suffix: 2, prefix: nil),
      .spliceText(path: [], insert: "", suffix: 0, prefix: 1),
      .setAttribute(path: [], attribute: .init("class", "c")),
      .setAttribute(path: [], attribute: .init("disabled", nil)),
      .setHandler(path: [], binding: binding),
      .removeHandler(path: [], event: .input),
      .insert(path: [], index: 2, nodes: [el("b", [.text("<&>")]), .text("t")]),
      .remove(path: [], index: 0, count: 3),
      .replace(path: [], node: el("hr")),
      .setChildren(path: [], children: [.raw("<i>r</i>")]),
    ]
    let expected = [
      #"[1,"a\"b\\c\n\u0001"]"#, #"[2,"x",2]"#, #"[2,"",0,1]"#, #"[3,"class","c"]"#,
      #"[3,"disabled"]"#,
      #"[5,"click","7;d=30"]"#, #"[6,"input"]"#, #"[7,2,"<b>&lt;&amp;&gt;</b>t"]"#, #"[8,0,3]"#,
      #"[9,"<hr>"]"#, #"[11,"<i>r</i>"]"#,
    ]
    #expect(PatchEncoder.encodeString(patches) == "[" + expected.joined(separator: ",") + "]")
  }

  @Test func swappingTwoOfAThousandRowsCostsFewBytes() {
    let keys = (0..<1000).map { "r\($0)" }
    var swapped = keys
    swapped.swapAt(1, 998)
    var ids = HandlerIDs()
    let bytes = PatchEncoder.encode(diff(keyedList(keys), keyedList(swapped), ids: &ids).patches)
    #expect(bytes.count <= 40)
  }

  /// js-framework-benchmark's row shape, with labels of its length.
  private func benchmarkTable(_ labels: [String]) -> Node<Int> {
    let rows = labels.enumerated().map { index, label in
      el(
        "tr", key: String(index), [],
        [
          el("td", [.init("class", "col-md-1")], [.text(String(index + 1))]),
          el(
            "td", [.init("class", "col-md-4")],
            [el("a", [.init("class", "lbl")], events: [click(index)], [.text(label)])]),
          el(
            "td", [.init("class", "col-md-1")],
            [
              el(
                "a", [.init("class", "remove")], events: [click(-index)],
                [el("span", [.init("aria-hidden", "true")])])
            ]),
        ])
    }
    return el("table", [el("tbody", rows)])
  }

  @Test func benchmarkPatchesStayWithinTheirBudgets() {
    let labels = (0..<1000).map { "pretty red table \($0 % 7)" }
    var ids = HandlerIDs()
    let old = mount(benchmarkTable(labels), ids: &ids)
    let updated = labels.enumerated().map { $0.offset % 10 == 0 ? $0.element + " !!!" : $0.element }
    let update = diff(old, benchmarkTable(updated), ids: &ids)
    #expect(update.patches.count == 100)
    #expect(PatchEncoder.encode(update.patches).count <= 3_000)
    var swapped = Array(labels.indices)
    swapped.swapAt(1, 998)
    var table = benchmarkTable(labels)
    if case .element(var tableElement) = table, case .element(var body) = tableElement.children[0] {
      body.setChildren(swapped.map { body.children[$0] })
      tableElement.setChildren([.element(body)])
      table = .element(tableElement)
    }
    let swap = diff(old, table, ids: &ids)
    #expect(swap.moveCount == 2)
    #expect(PatchEncoder.encode(swap.patches).count <= 200)
  }
}
