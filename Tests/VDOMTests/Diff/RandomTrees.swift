@testable import VDOM

/// Seeded random trees and mutations of them, shaped so that a browser parses
/// their rendering back into the same tree (no `<p>` or table quirks; SVG
/// only inside `<svg>`): texts with markup characters and astral characters,
/// attributes, bindings, nesting, keyed and unkeyed children.
struct RandomTrees {
  var rng: SeededGenerator
  /// Whether lists of keyed children are generated.
  var keyed: Bool
  /// How deep elements nest.
  var maxDepth: Int
  /// Whether some keyed children are memoised (see ``memoChild(_:)``).
  var memos = false
  /// Whether memoised children are lazy nodes rather than `.memo` elements.
  var lazies = false

  init(seed: UInt64, keyed: Bool, maxDepth: Int = 4) {
    rng = SeededGenerator(seed: seed)
    self.keyed = keyed
    self.maxDepth = maxDepth
  }

  static let texts = [
    "hello", "héllo wörld", "a < b & c", "😀 emoji", "tab\there", "line\nbreak", " spaced ",
  ]
  static let attributePool: [(String, [String?])] = [
    ("class", ["a", "b c", "x\"y"]), ("title", ["t", "<&>", "é😀"]), ("data-n", ["1", "2"]),
    ("hidden", [nil]),
  ]

  /// A random tree whose root is a `div`.
  mutating func tree() -> Node<Int> {
    el("div", randomAttributes(), events: randomEvents(), children(depth: 1))
  }

  /// A random variation of `node`, similar enough to exercise every patch.
  mutating func mutate(_ node: Node<Int>, depth: Int = 0, inSVG: Bool = false) -> Node<Int> {
    if depth > 0, chance(0.06) { return inSVG ? svgShape(depth: depth) : self.node(depth: depth) }
    switch node {
    case .text(let text):
      switch int(6) {
      case 0: return .text(text + " !!!")
      case 1: return .text("» " + text)
      case 2: return .text(String(text.prefix(2)) + "—" + String(text.suffix(1)))
      case 3: return .text(pick(Self.texts))
      default: return node
      }
    case .raw:
      return chance(0.5) ? .raw("<b>raw \(int(9))</b>") : node
    case .lazy:
      return node
    case .element(var element):
      if let memo = element.memo?.value as? MemoValue {
        // A memoised subtree changes only with its memo: a new version, the
        // same one built afresh (equal, not identical), or the node as is.
        if chance(0.3) {
          return memoChild(MemoValue(key: memo.key, version: memo.version + 1, depth: memo.depth))
        }
        return chance(0.5) ? memoChild(memo) : node
      }
      if chance(0.05) { element.tag = inSVG ? pick(["g", "rect"]) : pick(["div", "span"]) }
      if !inSVG, chance(0.3) { element.setAttributes(randomAttributes()) }
      if chance(0.3) { element.setEvents(randomEvents()) }
      let childSVG = inSVG || element.tag == "svg"
      var children = element.children.map { mutate($0, depth: depth + 1, inSVG: childSVG) }
      if case .raw? = children.first {
        // Raw markup stays an only child; sometimes it gives way to plain nodes.
        if chance(0.2) { children = [.text(pick(Self.texts))] }
      } else if element.tag != "input" {
        if children.first?.key != nil {
          mutateKeyed(&children, depth: depth + 1)
        } else if chance(0.3) {
          let index = int(children.count + 1)
          if chance(0.5) || children.isEmpty {
            children.insert(
              childSVG ? svgShape(depth: depth + 1) : self.node(depth: depth + 1), at: index)
          } else {
            children.remove(at: min(index, children.count - 1))
          }
        }
      }
      element.setChildren(children)
      return .element(element)
    }
  }

  private mutating func mutateKeyed(_ children: inout [Node<Int>], depth: Int) {
    if chance(0.5) { children.swapAt(int(children.count), int(children.count)) }
    if chance(0.3) { children.shuffle(using: &rng) }
    if chance(0.3) { children.remove(at: int(children.count)) }
    if chance(0.4) {
      for _ in 0..<int(3) + 1 {
        children.insert(keyedChild(key: "n\(int(1000))", depth: depth), at: int(children.count + 1))
      }
    }
    // Unkeyed children among keyed ones are compared where they line up.
    if chance(0.1) { children.insert(.text(pick(Self.texts)), at: int(children.count + 1)) }
    if chance(0.1) { children.insert(el("span", [.text("unkeyed")]), at: int(children.count + 1)) }
    // A repeated key must fall back to comparison by position.
    if chance(0.05), children.count > 1, case .element(var element) = children[0] {
      element.key = children[1].key
      children[0] = .element(element)
    }
  }

  private mutating func node(depth: Int) -> Node<Int> {
    if depth >= maxDepth || chance(0.3) { return .text(pick(Self.texts)) }
    switch int(12) {
    case 0:
      let attributes =
        [HTMLAttribute("value", pick(["", "v", "a&b"]))]
        + (chance(0.5) ? [.init("checked", nil)] : [])
      return el("input", attributes, events: randomEvents())
    case 1:
      return el(
        "svg", [.init("viewBox", "0 0 10 10")], (0..<int(3)).map { _ in svgShape(depth: depth + 1) }
      )
    case 2:
      return el("div", [.init("class", "raw")], [.raw("<i>raw</i> markup")])
    default:
      return el(
        pick(["div", "span", "section", "article"]), randomAttributes(), events: randomEvents(),
        children(depth: depth + 1))
    }
  }

  private mutating func children(depth: Int) -> [Node<Int>] {
    if keyed, depth < maxDepth, chance(0.35) {
      var keys = Set<Int>()
      for _ in 0..<int(9) { keys.insert(int(40)) }
      return keys.sorted().shuffled(using: &rng).map { keyedChild(key: "k\($0)", depth: depth) }
    }
    return (0..<int(5)).map { _ in node(depth: depth) }
  }

  private mutating func keyedChild(key: String, depth: Int) -> Node<Int> {
    if memos, chance(0.3) { return memoChild(MemoValue(key: key, version: int(3), depth: depth)) }
    return plainKeyedChild(key: key, depth: depth)
  }

  private mutating func plainKeyedChild(key: String, depth: Int) -> Node<Int> {
    el(
      pick(["div", "section"]), key: key, randomAttributes(), events: randomEvents(),
      [.text(key)] + children(depth: depth + 1))
  }

  /// A keyed child whose whole subtree is a function of `memo`: built by a
  /// generator seeded from it, and memoised on it (or built by a lazy node).
  private func memoChild(_ memo: MemoValue) -> Node<Int> {
    guard !lazies else {
      let (keyed, maxDepth) = (keyed, maxDepth)
      return lazy(memo, key: memo.key) { memo in
        var generator = RandomTrees(seed: memo.seed, keyed: keyed, maxDepth: maxDepth)
        generator.memos = true
        generator.lazies = true
        return generator.plainKeyedChild(key: memo.key, depth: memo.depth)
      }
    }
    return builtMemoChild(memo)
  }

  private func builtMemoChild(_ memo: MemoValue) -> Node<Int> {
    var generator = RandomTrees(seed: memo.seed, keyed: keyed, maxDepth: maxDepth)
    generator.memos = true
    guard case .element(var element) = generator.plainKeyedChild(key: memo.key, depth: memo.depth)
    else { return .text(memo.key) }
    element.memo = Memo(memo)
    return .element(element)
  }

  private mutating func svgShape(depth: Int) -> Node<Int> {
    if depth < maxDepth, chance(0.3) {
      return el("g", [.init("fill", pick(["red", "blue"]))], [svgShape(depth: depth + 1)])
    }
    return el(pick(["circle", "rect"]), [.init("r", String(int(9)))])
  }

  private mutating func randomAttributes() -> [HTMLAttribute] {
    Self.attributePool.compactMap { name, values in
      chance(0.3) ? HTMLAttribute(name, pick(values)) : nil
    }
  }

  private mutating func randomEvents() -> [EventBinding<Int>] {
    var events: [EventBinding<Int>] = []
    if chance(0.3) { events.append(click(int(5), debounce: chance(0.2) ? 100 : nil)) }
    if chance(0.1) { events.append(EventBinding(event: .input, handler: .payload { _ in 1 })) }
    return events
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &rng) < probability
  }
  private mutating func int(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int.random(in: 0..<bound, using: &rng)
  }
  private mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }
}

/// What a memoised random child is a function of.
struct MemoValue: Equatable, Sendable {
  var key: String
  var version: Int
  var depth: Int

  /// The seed of the generator that builds the subtree.
  var seed: UInt64 {
    var seed: UInt64 = 14_695_981_039_346_656_037
    for byte in "\(key)/\(version)/\(depth)".utf8 {
      seed = (seed ^ UInt64(byte)) &* 1_099_511_628_211
    }
    return seed
  }
}
