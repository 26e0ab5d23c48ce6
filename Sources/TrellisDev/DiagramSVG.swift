import Trellis

/// A state machine diagram as inline SVG, drawn on the server from a
/// ``DiagramLayout``: rounded boxes for states (the current one
/// highlighted), curved arrows labelled with their actions, a dot marking
/// the initial state. Presentation attributes only, so it needs no style
/// sheet (and no inline style, which the CSP forbids).
enum DiagramSVG {
  /// The drawing of `layout`, described for screen readers with `title`.
  static func node<Action>(_ layout: DiagramLayout, title: String) -> Node<Action> {
    svg(
      .class("trellis-dev-diagram"), .viewBox("0 0 \(layout.width) \(layout.height)"),
      .width("\(layout.width)"), .height("\(layout.height)"), .role("img"),
      .aria("label", title), .attribute("font-family", "system-ui, sans-serif"),
      .attribute("font-size", "12")
    ) {
      if let start = layout.start, let initial = layout.boxes.first {
        g(.class("start")) {
          circle(number("cx", start.x), number("cy", start.y), number("r", 5), .fill("#334155"))
          path(.d("M\(start.x) \(start.y + 5)L\(start.x) \(initial.y - 8)"), .stroke("#334155"))
          path(.d(DiagramLayout.headDown(x: initial.centerX, y: initial.y)), .fill("#334155"))
        }
      }
      g(.class("arrows"), .fill("none"), .stroke("#64748b"), .attribute("stroke-width", "1.5")) {
        layout.arrows.map { arrow in path(.d(arrow.curve)) }
      }
      g(.class("heads"), .fill("#64748b")) {
        layout.arrows.map { arrow in path(.d(arrow.head)) }
      }
      g(.class("states"), .attribute("text-anchor", "middle")) {
        layout.boxes.map { box($0) }
      }
      g(
        .class("labels"), .fill("#1e293b"), .stroke("#ffffff"), .attribute("stroke-width", "3"),
        .attribute("paint-order", "stroke")
      ) {
        layout.arrows.map { arrow in
          svgText(
            number("x", arrow.labelX), number("y", arrow.labelY),
            .attribute("text-anchor", arrow.anchor.rawValue)
          ) { arrow.label }
        }
      }
    }
  }

  private static func box<Action>(_ box: DiagramLayout.Box) -> Node<Action> {
    g(.class(["state": true, "current": box.isCurrent]), .data("state", box.name)) {
      rect(
        number("x", box.x), number("y", box.y), number("width", box.width),
        number("height", box.height), number("rx", 8),
        .fill(box.isCurrent ? "#fde68a" : "#f8fafc"),
        .stroke(box.isCurrent ? "#b45309" : "#64748b"),
        .attribute("stroke-width", box.isCurrent ? "2.5" : "1"))
      svgText(number("x", box.centerX), number("y", box.centerY + 4), .fill("#0f172a")) {
        box.name
      }
    }
  }

  private static func number<Action>(_ name: String, _ value: Int) -> Attribute<Action> {
    .attribute(name, String(value))
  }
}
