import Testing

@testable import VDOM

/// The diff's in-place walk: elements compared through their storage,
/// texts of the same bits taken as equal unread, the path kept on its own
/// stack. Each change hides among rows that are otherwise equal (and share
/// their strings with the old tree), so a shortcut that skipped a real
/// change would lose it.
@Suite struct DiffInPlaceTests {
  /// What differs in the changed row.
  enum Change: String, CaseIterable, Sendable {
    case attribute, eventOption, text, canonicallyEquivalentText, key, tag, customTag
    case binding, childCount
  }

  /// Labels long enough to live on the heap, shared by both trees; each
  /// ends in a precomposed "é".
  static let labels = (0..<12).map { "a label long enough to be stored apart \($0) caf\u{E9}" }

  /// A row of the benchmark's table: `tr > td(text), td > a(text), td > a > span`.
  static func row(_ index: Int, label: String, change: Change?) -> Node<Int> {
    let key = change == .key ? "changed" : String(index)
    let cellTag = change == .tag ? "th" : "td"
    let custom = change == .customTag ? "x-cellb" : "x-cell"
    let linkClass = change == .attribute ? "lbl changed" : "lbl"
    var text = label
    if change == .text { text = String(label.dropLast()) + "!" }
    // The same characters to `==`, other bytes (and so another DOM text).
    if change == .canonicallyEquivalentText { text = String(label.dropLast()) + "e\u{301}" }
    let select = EventBinding<Int>(
      event: .click, options: EventOptions(debounceMilliseconds: change == .eventOption ? 50 : nil),
      handler: .action(index))
    var bindings = [select]
    if change == .binding { bindings.append(EventBinding(event: .input, handler: .action(-1))) }
    var spans = [el("span", [.init("class", "remove")], [])]
    if change == .childCount { spans.append(el("span", [])) }
    return el(
      "tr", key: key, [], events: [],
      [
        el(cellTag, [.text(String(index))]),
        el("td", [el("a", [.init("class", linkClass)], events: bindings, [.text(text)])]),
        el("td", [el("a", [.init("class", "remove")], events: [click(-index)], spans)]),
        el(custom, []),
      ])
  }

  /// The table, with `change` made to the row at `changed`.
  static func table(labels: [String], change: Change? = nil, at changed: Int = 5) -> Node<Int> {
    el(
      "tbody",
      labels.indices.map { index in
        row(index, label: labels[index], change: index == changed ? change : nil)
      })
  }

  @Test(arguments: Change.allCases)
  func aChangeAmongEqualRowsIsFound(change: Change) throws {
    var ids = HandlerIDs()
    let old = mount(Self.table(labels: Self.labels), ids: &ids)
    let result = try diffAndApply(old, Self.table(labels: Self.labels, change: change), ids: &ids)
    // Only the changed row is touched.
    #expect(!result.patches.isEmpty)
    #expect(result.patches.allSatisfy { $0.path.first == 5 })
    switch change {
    case .attribute:
      #expect(
        result.patches == [
          .setAttribute(path: [5, 1, 0], attribute: .init("class", "lbl changed"))
        ])
    case .eventOption:
      guard case .setHandler(let path, let binding) = result.patches.first else {
        Issue.record("no handler patch: \(result.patches)")
        return
      }
      #expect(result.patches.count == 1)
      #expect(path == [5, 1, 0])
      #expect(binding.options.debounceMilliseconds == 50)
    case .text:
      #expect(result.patches.map(\.path) == [[5, 1, 0, 0]])
    case .canonicallyEquivalentText:
      #expect(result.patches.map(\.opCode) == [.spliceText])
      #expect(result.patches.map(\.path) == [[5, 1, 0, 0]])
    case .key:
      // One keyed row for another: a replacement.
      #expect(result.patches.map(\.opCode) == [.replace])
      #expect(result.patches.map(\.path) == [[5]])
    case .tag:
      #expect(result.patches.map(\.opCode) == [.replace])
      #expect(result.patches.map(\.path) == [[5, 0]])
    case .customTag:
      #expect(result.patches.map(\.opCode) == [.replace])
      #expect(result.patches.map(\.path) == [[5, 3]])
    case .binding:
      #expect(result.patches.map(\.opCode) == [.setHandler])
      #expect(result.patches.map(\.path) == [[5, 1, 0]])
    case .childCount:
      #expect(result.patches.map(\.opCode) == [.insert])
      #expect(result.patches.map(\.path) == [[5, 2, 0]])
    }
  }

  @Test func equalTextsInOtherStringsAreEqual() throws {
    // The same characters in strings of their own: compared byte by byte.
    let copies = Self.labels.map { String(decoding: Array($0.utf8), as: UTF8.self) }
    var ids = HandlerIDs()
    let old = mount(Self.table(labels: Self.labels), ids: &ids)
    #expect(try diffAndApply(old, Self.table(labels: copies), ids: &ids).patches.isEmpty)
  }

  @Test func anUnmountedElementInBothTreesIsMountedNotSkipped() throws {
    // An element shared by both trees, never mounted: its binding has no id
    // yet, so the diff must give it one (in a copy: the old tree is shared).
    let shared = el("button", [.init("class", "b")], events: [click(1)], [.text("go")])
    let old = el("div", [shared])
    var ids = HandlerIDs()
    let result = diff(old, el("div", [shared]), ids: &ids)
    #expect(result.patches.map(\.opCode) == [.setHandler])
    #expect(result.patches.map(\.path) == [[0]])
    #expect(handlerIDs(result.tree).count == 1)
    #expect(handlerIDs(old).isEmpty)
  }

  /// `div > (span, div > (span, … p > text))`, `depth` divs deep.
  static func deep(_ depth: Int, text: String, deepestClass: String, topSpan: String) -> Node<Int> {
    var node = el("p", [.init("class", deepestClass)], [.text(text)])
    for level in 0..<depth {
      let spanClass = level == depth - 1 ? topSpan : "s"
      node = el("div", [el("span", [.init("class", spanClass)], []), node])
    }
    return node
  }

  @Test func pathsDeeperThanTheFirstStackAreKeptWhole() throws {
    // Past the path stack's first 32 levels; two patches at one node, then
    // one at another.
    let depth = 40
    var ids = HandlerIDs()
    let old = mount(
      Self.deep(depth, text: "old text here", deepestClass: "a", topSpan: "a"), ids: &ids)
    let new = Self.deep(depth, text: "new text here", deepestClass: "b", topSpan: "b")
    let result = try diffAndApply(old, new, ids: &ids)
    let deepest = [Int](repeating: 1, count: depth)
    #expect(
      result.patches == [
        .setAttribute(path: [0], attribute: .init("class", "b")),
        .setAttribute(path: deepest, attribute: .init("class", "b")),
        .spliceText(path: deepest + [0], insert: "new", suffix: 10, prefix: 0),
      ])
  }
}
