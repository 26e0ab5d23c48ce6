extension DiagramLayout {
  /// The arrow from `source` to `target`, shaped by where their layers lie.
  static func arrow(from source: Box, to target: Box, label: String, layers: (Int, Int)) -> Arrow {
    var arrow = Arrow(
      from: source.name, to: target.name, label: label, curve: "", head: "", labelX: 0, labelY: 0,
      anchor: .middle, left: 0, right: 0)
    // The horizontal extent of the curve, widened by the label below.
    var extent = (min(source.x, target.x), max(source.right, target.right))
    if source.name == target.name {
      // A loop on the right side, entering just below where it leaves.
      let (x, y) = (source.right, source.centerY)
      arrow.curve = "M\(x) \(y - 6)C\(x + 34) \(y - 22) \(x + 34) \(y + 22) \(x + 2) \(y + 8)"
      arrow.head = headLeft(x: x, y: y + 7)
      (arrow.labelX, arrow.labelY, arrow.anchor) = (x + loopReach - 4, y + 4, .start)
    } else if layers.1 > layers.0 {
      // Down to a later layer: bottom centre to top centre.
      let (x1, y1, x2, y2) = (source.centerX, source.bottom, target.centerX, target.y)
      let bend = (y2 - y1) / 2
      arrow.curve = "M\(x1) \(y1)C\(x1) \(y1 + bend) \(x2) \(y2 - bend) \(x2) \(y2 - 8)"
      arrow.head = headDown(x: x2, y: y2)
      (arrow.labelX, arrow.labelY) = ((x1 + x2) / 2, (y1 + y2) / 2 + 4)
    } else if layers.1 < layers.0 {
      // Back to an earlier layer, wider for longer jumps: round the right
      // side, or the left one when the target's right side holds a loop.
      let bulge = 24 + 16 * (layers.0 - layers.1)
      if target.hasLoop {
        let (x1, y1, x2, y2) = (source.x, source.centerY + 6, target.x, target.centerY - 6)
        let reach = min(x1, x2) - bulge
        arrow.curve = "M\(x1) \(y1)C\(reach) \(y1) \(reach) \(y2) \(x2 - 8) \(y2)"
        arrow.head = headRight(x: x2, y: y2)
        let middle = (x1 + x2) / 8 + 3 * reach / 4
        (arrow.labelX, arrow.labelY, arrow.anchor) = (middle - 4, (y1 + y2) / 2 + 4, .end)
        extent.0 = reach
      } else {
        let (x1, y1, x2, y2) = (source.right, source.centerY + 6, target.right, target.centerY - 6)
        let reach = max(x1, x2) + bulge
        arrow.curve = "M\(x1) \(y1)C\(reach) \(y1) \(reach) \(y2) \(x2 + 8) \(y2)"
        arrow.head = headLeft(x: x2, y: y2)
        let middle = (x1 + x2) / 8 + 3 * reach / 4
        (arrow.labelX, arrow.labelY, arrow.anchor) = (middle + 4, (y1 + y2) / 2 + 4, .start)
        extent.1 = reach
      }
    } else {
      // A neighbour in the same layer: over it going right, under it going left.
      let over = target.x > source.x
      let (x1, x2) = (source.centerX, target.centerX)
      let (y1, y2) = over ? (source.y, target.y) : (source.bottom, target.bottom)
      let lift = over ? -30 : 30
      let end = over ? y2 - 8 : y2 + 8
      arrow.curve = "M\(x1) \(y1)C\(x1) \(y1 + lift) \(x2) \(y2 + lift) \(x2) \(end)"
      arrow.head = over ? headDown(x: x2, y: y2) : headUp(x: x2, y: y2)
      (arrow.labelX, arrow.labelY) = ((x1 + x2) / 2, y1 + 3 * lift / 4 + (over ? 0 : 8))
    }
    let width = textWidth(label)
    switch arrow.anchor {
    case .start: extent.1 = max(extent.1, arrow.labelX + width)
    case .middle:
      extent = (min(extent.0, arrow.labelX - width / 2), max(extent.1, arrow.labelX + width / 2))
    case .end: extent.0 = min(extent.0, arrow.labelX - width)
    }
    (arrow.left, arrow.right) = extent
    return arrow
  }

  /// A head whose tip is at `x`, `y`, pointing down.
  static func headDown(x: Int, y: Int) -> String {
    "M\(x) \(y)L\(x - 4) \(y - 8)L\(x + 4) \(y - 8)Z"
  }

  /// A head whose tip is at `x`, `y`, pointing up.
  static func headUp(x: Int, y: Int) -> String { "M\(x) \(y)L\(x - 4) \(y + 8)L\(x + 4) \(y + 8)Z" }

  /// A head whose tip is at `x`, `y`, pointing right.
  static func headRight(x: Int, y: Int) -> String {
    "M\(x) \(y)L\(x - 8) \(y - 4)L\(x - 8) \(y + 4)Z"
  }

  /// A head whose tip is at `x`, `y`, pointing left.
  static func headLeft(x: Int, y: Int) -> String {
    "M\(x) \(y)L\(x + 8) \(y - 4)L\(x + 8) \(y + 4)Z"
  }
}
