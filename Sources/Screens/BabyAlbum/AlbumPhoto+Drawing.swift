import Trellis

extension AlbumPhoto {
  /// The photo as SVG shapes on a 1600 × 1000 canvas (no event bindings).
  func drawing<Action>() -> [Node<Action>] {
    var shapes: [Node<Action>] = [
      rect(.width("1600"), .height("1000"), .fill(sky)),
      rect(.attribute("y", "520"), .width("1600"), .height("480"), .fill(haze)),
      lightShape(),
    ]
    shapes += clouds.map(cloudShape)
    shapes.append(path(.d("M0 760 Q400 640 800 740 T1600 720 V1000 H0 Z"), .fill(ground)))
    shapes.append(
      path(
        .d("M0 860 Q500 780 1000 850 T1600 830 V1000 H0 Z"), .fill(ground),
        .attribute("opacity", "0.7")))
    shapes.append(toyShape())
    shapes += balloons.map(balloonShape)
    return shapes
  }

  private func lightShape<Action>() -> Node<Action> {
    switch light {
    case .sun(let x, let y):
      return g(.class("sun")) {
        Self.dot(x, y, 130, "#fff3b0", opacity: 0.5)
        Self.dot(x, y, 85, "#ffd23f")
      }
    case .moon(let x, let y):
      let stars = [
        (120, 90), (520, 300), (760, 140), (980, 380), (1480, 420), (1100, 80), (260, 420),
      ]
      return g(.class("moon")) {
        for (sx, sy) in stars { Self.dot(sx, sy, 6, "#fdf6c3") }
        Self.dot(x, y, 80, "#f4f1de")
        // A disc of sky over the moon leaves a crescent.
        Self.dot(x + 35, y - 20, 70, sky)
      }
    }
  }

  private func cloudShape<Action>(_ cloud: Cloud) -> Node<Action> {
    g(.attribute("transform", "translate(\(cloud.x) \(cloud.y)) scale(\(cloud.scale))")) {
      Self.oval(0, 0, 110, 45, "#ffffff")
      Self.oval(-70, 10, 70, 35, "#ffffff")
      Self.oval(75, 12, 80, 33, "#ffffff")
      Self.oval(10, -30, 60, 40, "#ffffff")
    }
  }

  private func balloonShape<Action>(_ balloon: Balloon) -> Node<Action> {
    let (x, y) = (balloon.x, balloon.y)
    return g(.class("balloon")) {
      Self.line("M\(x) \(y + 62) q-25 60 5 120 t-10 130", "#5c5c5c", width: 3)
      Self.oval(x, y, 48, 62, balloon.colour)
      path(.d("M\(x - 8) \(y + 72) L\(x + 8) \(y + 72) L\(x) \(y + 58) Z"), .fill(balloon.colour))
      Self.oval(x - 16, y - 22, 10, 16, "#ffffff", opacity: 0.45)
    }
  }

  private func toyShape<Action>() -> Node<Action> {
    switch toy {
    case .teddy(let colour): return Self.teddy(colour)
    case .duck: return Self.duck()
    case .blocks(let letters): return Self.blocks(letters)
    case .kite(let colour): return Self.kite(colour)
    case .boat(let sail): return Self.boat(sail)
    case .rainbow: return Self.rainbow()
    case .pram(let colour): return Self.pram(colour)
    case .rings: return Self.rings()
    }
  }

  // MARK: Shapes (the DSL has no typed ellipse, and these keep the toys short)

  /// A filled circle.
  static func dot<Action>(_ x: Int, _ y: Int, _ r: Int, _ fill: String, opacity: Double = 1)
    -> Node<Action>
  {
    element(
      "circle", .attribute("cx", "\(x)"), .attribute("cy", "\(y)"), .attribute("r", "\(r)"),
      .fill(fill), opacity < 1 ? .attribute("opacity", "\(opacity)") : .none)
  }

  /// A filled ellipse.
  static func oval<Action>(
    _ x: Int, _ y: Int, _ rx: Int, _ ry: Int, _ fill: String, opacity: Double = 1
  ) -> Node<Action> {
    element(
      "ellipse", .attribute("cx", "\(x)"), .attribute("cy", "\(y)"), .attribute("rx", "\(rx)"),
      .attribute("ry", "\(ry)"), .fill(fill),
      opacity < 1 ? .attribute("opacity", "\(opacity)") : .none)
  }

  /// A stroked, unfilled path.
  static func line<Action>(_ d: String, _ colour: String, width: Int) -> Node<Action> {
    path(
      .d(d), .fill("none"), .stroke(colour), .attribute("stroke-width", "\(width)"),
      .attribute("stroke-linecap", "round"))
  }

  /// A filled rectangle.
  static func box<Action>(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ fill: String)
    -> Node<Action>
  {
    rect(
      .attribute("x", "\(x)"), .attribute("y", "\(y)"), .width("\(width)"), .height("\(height)"),
      .attribute("rx", "12"), .fill(fill))
  }
}
