import Trellis

/// Where each part of a state machine diagram goes, in whole pixels: states
/// in layers by their distance from the initial state (breadth first, in
/// declaration order within a layer; unreachable states in one last layer),
/// arrows down to later layers, around the right side back to earlier ones,
/// over (or under) neighbours in the same layer, and loops for
/// self-transitions. Arrows between the same two states share one label.
/// Deterministic: the same diagram always gives the same layout.
struct DiagramLayout: Equatable, Sendable {
  /// A state's rounded box; `x`, `y` is its top-left corner.
  struct Box: Equatable, Sendable {
    var name: String
    var x: Int
    var y: Int
    var width: Int
    var isCurrent: Bool
    /// Whether a self-loop (and its label) sits on the box's right side.
    var hasLoop = false
    var height: Int { DiagramLayout.boxHeight }
    var centerX: Int { x + width / 2 }
    var centerY: Int { y + height / 2 }
    var right: Int { x + width }
    var bottom: Int { y + height }
  }

  /// One arrow: its curve, its head (a closed triangle path) and its label.
  struct Arrow: Equatable, Sendable {
    var from: String
    var to: String
    var label: String
    /// The curve's SVG path data.
    var curve: String
    /// The arrowhead's SVG path data.
    var head: String
    var labelX: Int
    var labelY: Int
    /// Where the label sits relative to `labelX`.
    var anchor: Anchor
    /// The leftmost point of the arrow and its label, roughly.
    var left: Int
    /// The rightmost point of the arrow and its label, roughly.
    var right: Int
  }

  /// How a label lines up with its `x`: SVG's `text-anchor`.
  enum Anchor: String, Sendable {
    case start, middle, end
  }

  static let boxHeight = 28
  static let characterWidth = 7
  static let boxPadding = 12
  static let horizontalGap = 28
  static let layerGap = 64
  static let margin = 16
  /// How far right of its box a self-loop's label starts.
  static let loopReach = 36
  /// Room above the first layer: the start dot and arcs over neighbours.
  static let top = 48

  /// The state boxes, in declaration order.
  var boxes: [Box]
  /// The arrows, in declaration order of their first transition.
  var arrows: [Arrow]
  /// The start dot's centre, above the initial state.
  var start: (x: Int, y: Int)?
  var width: Int
  var height: Int

  static func == (lhs: DiagramLayout, rhs: DiagramLayout) -> Bool {
    lhs.boxes == rhs.boxes && lhs.arrows == rhs.arrows && lhs.start?.x == rhs.start?.x
      && lhs.start?.y == rhs.start?.y && lhs.width == rhs.width && lhs.height == rhs.height
  }

  /// Lays out `diagram`, marking the box of state `current`.
  init(_ diagram: StateDiagram, current: String?) {
    let layers = Self.layers(diagram)
    let transitions = Self.mergedTransitions(diagram)
    let widths = diagram.states.map { Self.textWidth($0) + 2 * Self.boxPadding }
    // A state's slot also holds its self-loop and that loop's label, on its right.
    let slots = diagram.states.enumerated().map { index, name in
      widths[index]
        + (transitions.first { $0.0 == name && $0.1 == name }.map {
          Self.loopReach + Self.textWidth($0.2)
        } ?? 0)
    }
    var rows: [[Int]] = Array(repeating: [], count: (layers.max() ?? -1) + 1)
    for (index, layer) in layers.enumerated() { rows[layer].append(index) }
    let rowWidth = rows.map { row in
      row.reduce(0) { $0 + slots[$1] } + Self.horizontalGap * max(0, row.count - 1)
    }
    let content = rowWidth.max() ?? 0
    let position = Dictionary(
      diagram.states.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    // Placed once, then again shifted right when arrows going round the
    // left side (or their labels) would leave the picture.
    func place(shift: Int) -> ([Box], [Arrow]) {
      var boxes = diagram.states.map {
        Box(name: $0, x: 0, y: 0, width: 0, isCurrent: $0 == current)
      }
      for (layer, row) in rows.enumerated() {
        var x = shift + Self.margin + (content - rowWidth[layer]) / 2
        for index in row {
          boxes[index].x = x
          boxes[index].y = Self.top + layer * (Self.boxHeight + Self.layerGap)
          boxes[index].width = widths[index]
          boxes[index].hasLoop = slots[index] > widths[index]
          x += slots[index] + Self.horizontalGap
        }
      }
      let arrows = transitions.compactMap { from, to, label -> Arrow? in
        guard let source = position[from], let target = position[to] else { return nil }
        return Self.arrow(
          from: boxes[source], to: boxes[target], label: label,
          layers: (layers[source], layers[target]))
      }
      return (boxes, arrows)
    }
    var (boxes, arrows) = place(shift: 0)
    let left = arrows.map(\.left).min() ?? Self.margin
    // Two pixels more absorb the rounding of the curves' midpoints.
    if left < Self.margin { (boxes, arrows) = place(shift: Self.margin - left + 2) }
    self.boxes = boxes
    self.arrows = arrows
    start = boxes.first.map { (x: $0.centerX, y: $0.y - 26) }
    let right = max(
      boxes.map(\.right).max() ?? 0, arrows.map(\.right).max() ?? 0)
    width = right + Self.margin
    height = Self.top + max(1, rows.count) * (Self.boxHeight + Self.layerGap) - Self.layerGap / 2
  }

  /// An estimate of a label's width in the panel's 12 px font.
  static func textWidth(_ text: String) -> Int { text.count * characterWidth }

  /// Each state's layer: its breadth-first distance from the initial state;
  /// states it never reaches share one layer after the others.
  static func layers(_ diagram: StateDiagram) -> [Int] {
    let index = Dictionary(
      diagram.states.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var layer = [Int?](repeating: nil, count: diagram.states.count)
    guard !diagram.states.isEmpty else { return [] }
    layer[0] = 0
    var queue = [0]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for transition in diagram.transitions where transition.from == diagram.states[current] {
        guard let next = index[transition.to], layer[next] == nil else { continue }
        layer[next] = (layer[current] ?? 0) + 1
        queue.append(next)
      }
    }
    let unreachable = (layer.compactMap { $0 }.max() ?? 0) + 1
    return layer.map { $0 ?? unreachable }
  }

  /// The transitions with one label per pair of states (`a, b` for two actions).
  static func mergedTransitions(_ diagram: StateDiagram) -> [(String, String, String)] {
    var order: [String] = []
    var merged: [String: (String, String, [String])] = [:]
    for transition in diagram.transitions {
      let key = transition.from + "\u{0}" + transition.to
      if merged[key] == nil {
        order.append(key)
        merged[key] = (transition.from, transition.to, [])
      }
      if merged[key]?.2.contains(transition.label) == false {
        merged[key]?.2.append(transition.label)
      }
    }
    return order.compactMap { merged[$0] }.map { ($0.0, $0.1, $0.2.joined(separator: ", ")) }
  }
}
