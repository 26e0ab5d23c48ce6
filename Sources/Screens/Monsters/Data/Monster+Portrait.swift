import Trellis

extension Monster {
  /// The monster's picture: an inline SVG whose body, eyes, mouth, horns
  /// and spots follow from its id, tinted by its kind, so each looks different.
  ///
  /// ```swift
  /// li { monster.portrait(size: 96) }
  /// ```
  public func portrait<Action>(size: Int) -> Node<Action> {
    var dice = MonsterDice(id: id, salt: 0x5EED)
    let hue = (kind.hue + dice.roll(-18...18) + 360) % 360
    let skin = "hsl(\(hue), \(dice.roll(45...70))%, \(dice.roll(50...62))%)"
    let shadow = "hsl(\(hue), 50%, 32%)"
    let light = "hsl(\(hue), 70%, 78%)"
    let eyes = dice.roll(1...3)
    let hasHorns = dice.roll(0...2) > 0
    let mouth = dice.roll(0...2)
    let spots = (0..<dice.roll(0...4)).map { _ in
      (x: dice.roll(30...70), y: dice.roll(58...80), r: dice.roll(3...6))
    }
    let shape = dice.roll(0...2)
    return svg(
      .viewBox("0 0 100 100"), .width("\(size)"), .height("\(size)"), .class("portrait"),
      .role("img"), .aria("label", "\(name), the \(kind.rawValue) monster")
    ) {
      feet(shadow)
      body(shape: shape, fill: skin, stroke: shadow)
      if hasHorns { horns(shadow) }
      for spot in spots {
        circle(
          .attribute("cx", "\(spot.x)"), .attribute("cy", "\(spot.y)"),
          .attribute("r", "\(spot.r)"), .fill(light))
      }
      for index in 0..<eyes { eye(x: 50 + (index * 2 - (eyes - 1)) * 12) }
      mouthPath(mouth, stroke: shadow)
    }
  }

  private func feet<Action>(_ fill: String) -> Node<Action> {
    g(.fill(fill)) {
      element(
        "ellipse", .attribute("cx", "36"), .attribute("cy", "90"), .attribute("rx", "9"),
        .attribute("ry", "5"))
      element(
        "ellipse", .attribute("cx", "64"), .attribute("cy", "90"), .attribute("rx", "9"),
        .attribute("ry", "5"))
    }
  }

  private func body<Action>(shape: Int, fill: String, stroke: String) -> Node<Action> {
    switch shape {
    case 0:
      circle(
        .attribute("cx", "50"), .attribute("cy", "58"), .attribute("r", "33"), .fill(fill),
        .stroke(stroke), .attribute("stroke-width", "3"))
    case 1:
      element(
        "ellipse", .attribute("cx", "50"), .attribute("cy", "60"), .attribute("rx", "38"),
        .attribute("ry", "28"), .fill(fill), .stroke(stroke), .attribute("stroke-width", "3"))
    default:
      rect(
        .attribute("x", "20"), .attribute("y", "26"), .width("60"), .height("62"),
        .attribute("rx", "16"), .fill(fill), .stroke(stroke), .attribute("stroke-width", "3"))
    }
  }

  private func horns<Action>(_ fill: String) -> Node<Action> {
    g(.fill(fill)) {
      path(.d("M30 34 L24 10 L42 28 Z"))
      path(.d("M70 34 L76 10 L58 28 Z"))
    }
  }

  private func eye<Action>(x: Int) -> Node<Action> {
    g {
      circle(.attribute("cx", "\(x)"), .attribute("cy", "48"), .attribute("r", "8"), .fill("#fff"))
      circle(
        .attribute("cx", "\(x + 2)"), .attribute("cy", "49"), .attribute("r", "4"), .fill("#222"))
    }
  }

  private func mouthPath<Action>(_ style: Int, stroke: String) -> Node<Action> {
    let d =
      switch style {
      case 0: "M36 68 Q50 80 64 68"
      case 1: "M36 70 L43 64 L50 70 L57 64 L64 70"
      default: "M42 70 Q50 62 58 70 Q50 78 42 70"
      }
    return path(
      .d(d), .fill("none"), .stroke(stroke), .attribute("stroke-width", "3"),
      .attribute("stroke-linecap", "round"))
  }
}
