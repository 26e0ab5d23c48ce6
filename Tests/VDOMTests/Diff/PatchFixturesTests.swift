import Foundation
import Testing

@testable import VDOM

/// The golden wire fixtures shared with the client's tests
/// (`Tests/Client/patch.test.mjs`): old HTML, encoded patches, new HTML.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// One case: the rendering of the old tree, the encoded patches and the
  /// rendering of the new tree, as one line of JSON.
  static func line(name: String, old: Node<Int>, new: Node<Int>, ids: inout HandlerIDs) throws
    -> String
  {
    let result = try diffAndApply(old, new, ids: &ids)
    let patches = PatchEncoder.encodeString(result.patches)
    return
      #"{"name":\#(json(name)),"old":\#(json(HTMLRenderer.render(old))),"patches":\#(patches),"#
      + #""new":\#(json(HTMLRenderer.render(result.tree)))}"#
  }

  static func json(_ string: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(string)) ?? Data(), as: UTF8.self)
  }

  /// Compares `lines` with the stored file in `folder`, or writes them when
  /// `TRELLIS_RECORD_FIXTURES=1`.
  static func check(_ file: String, _ lines: [String], folder: String = "patches") throws {
    let url = directory.appendingPathComponent(folder).appendingPathComponent(file)
    let contents = "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    if ProcessInfo.processInfo.environment["TRELLIS_RECORD_FIXTURES"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let stored = try? String(contentsOf: url, encoding: .utf8)
    #expect(
      stored == contents,
      "\(file) is stale: run TRELLIS_RECORD_FIXTURES=1 swift test --filter VDOMTests")
  }
}

@Suite struct PatchFixturesTests {
  @Test func namedExamplesAreCurrent() throws {
    var lines: [String] = []
    for (name, old, new) in Self.examples {
      var ids = HandlerIDs()
      lines.append(try Fixtures.line(name: name, old: mount(old, ids: &ids), new: new, ids: &ids))
    }
    try Fixtures.check("examples.json", lines)
  }

  @Test func randomPairsAreCurrent() throws {
    var lines: [String] = []
    for keyed in [false, true] {
      var trees = RandomTrees(seed: keyed ? 101 : 102, keyed: keyed, maxDepth: 3)
      for index in 0..<150 {
        var ids = HandlerIDs()
        let old = mount(trees.tree(), ids: &ids)
        let name = "\(keyed ? "keyed" : "unkeyed")-\(index)"
        lines.append(try Fixtures.line(name: name, old: old, new: trees.mutate(old), ids: &ids))
      }
    }
    try Fixtures.check("random.json", lines)
  }

  static let rows = (0..<10).map { "r\($0)" }

  /// A table's rows as the template encoding meets them: one of another
  /// shape (a class more), labels that need escaping in HTML and in JSON,
  /// a column that is the same in every row.
  static let templateRows: [Node<Int>] = (1...12).map { n in
    let label = ["plain", "<b>&\"quoted\"</b>", "emoji 😀", "line\u{2028}sep", "back\\slash"][n % 5]
    return el(
      "tr", key: "\(n)", n == 5 ? [.init("class", "danger")] : [],
      [
        el("td", [.init("class", "col-md-1")], [.text("\(n)")]),
        el("td", [el("a", [.init("class", "lbl")], events: [click(n)], [.text(label)])]),
        el("td", [el("span", [.init("aria-hidden", "true")])]),
      ])
  }

  static let examples: [(String, Node<Int>, Node<Int>)] = [
    (
      "append-to-label", el("p", [.text("pretty red table")]),
      el("p", [.text("pretty red table !!!")])
    ),
    ("splice-astral", el("p", [.text("😀 a long line 😀")]), el("p", [.text("😀 a short line 😀")])),
    (
      "swap-rows", keyedList(rows),
      keyedList(
        rows.enumerated().map { $0.offset == 1 ? "r8" : $0.offset == 8 ? "r1" : $0.element })
    ),
    ("remove-row", keyedList(rows), keyedList(rows.filter { $0 != "r4" })),
    ("reverse-rows", keyedList(rows), keyedList(rows.reversed())),
    ("replace-rows", keyedList(rows), keyedList(rows.map { $0 + "x" })),
    (
      "insert-and-move", keyedList(rows),
      keyedList(["r9", "r0", "a", "b", "r1", "r2", "r5", "c", "r3", "r4", "r7"])
    ),
    ("clear", keyedList(rows), keyedList([])),
    (
      "template-rows", el("table", [el("tbody")]),
      el("table", [el("tbody", templateRows)])
    ),
    (
      "many-shapes-one-string", el("div"),
      el(
        "div",
        ["p", "b", "i", "u", "em", "s", "q", "code", "kbd", "abbr"].map { el($0, [.text($0)]) })
    ),
    (
      "svg-children",
      el("div", [el("svg", [.init("viewBox", "0 0 9 9")], [el("circle", [.init("r", "1")])])]),
      el(
        "div",
        [
          el(
            "svg", [.init("viewBox", "0 0 9 9")],
            [
              el("g", [el("rect", [.init("width", "2")])]), el("circle", [.init("r", "2")]),
              el("circle"),
            ])
        ])
    ),
    (
      "attributes-and-properties",
      el(
        "form",
        [
          el("input", [.init("value", "a")]),
          el("input", [.init("checked", nil), .init("type", "checkbox")]),
        ]),
      el("form", [el("input", [.init("value", "b")]), el("input", [.init("type", "checkbox")])])
    ),
    (
      "handlers", el("div", events: [click(1)], [el("button", events: [click(2)])]),
      el(
        "div", events: [click(1, debounce: 100)],
        [
          el(
            "button",
            events: [
              EventBinding(
                event: .keydown, options: EventOptions(keys: ["Enter"]), handler: .action(3))
            ])
        ])
    ),
    ("raw-markup", el("div", [.raw("<b>bold</b> and <i>it</i>")]), el("div", [.raw("<u>new</u>")])),
    (
      "raw-to-nodes", el("div", [.raw("<b>bold</b> and <i>it</i>")]),
      el("div", [.text("plain "), el("b", [.text("b")])])
    ),
    (
      "text-to-element", el("div", [el("b"), .text("t"), el("i")]),
      el("div", [.text("t"), el("b"), .text("u")])
    ),
    (
      "escaping", el("div", [.text("a")]),
      el(
        "div",
        [.text("<script>\"q\" & 'a' \\ \n</script>"), el("span", [.init("title", "\"><img>")])])
    ),
    (
      "table-rows", el("table", [el("tbody", [el("tr", key: "1", [el("td", [.text("1")])])])]),
      el(
        "table",
        [
          el(
            "tbody",
            [
              el("tr", key: "2", [el("td", [.text("2")])]),
              el("tr", key: "1", [el("td", [.text("1")])]),
            ])
        ])
    ),
  ]
}
