import Trellis

extension AlbumPhoto {
  /// A teddy bear sitting on the grass.
  static func teddy<Action>(_ fur: String) -> Node<Action> {
    g(.class("toy teddy")) {
      dot(700, 590, 48, fur)
      dot(900, 590, 48, fur)
      oval(800, 760, 150, 170, fur)
      oval(800, 790, 85, 100, "#f3d9b1")
      dot(800, 600, 120, fur)
      oval(800, 640, 55, 42, "#f3d9b1")
      dot(760, 580, 13, "#2b2b2b")
      dot(840, 580, 13, "#2b2b2b")
      oval(800, 625, 18, 13, "#2b2b2b")
      oval(660, 870, 60, 45, fur)
      oval(940, 870, 60, 45, fur)
    }
  }

  /// A rubber duck floating on a pond.
  static func duck<Action>() -> Node<Action> {
    g(.class("toy duck")) {
      oval(800, 860, 520, 90, "#4aa3df")
      oval(780, 780, 170, 100, "#ffd60a")
      dot(900, 660, 80, "#ffd60a")
      path(.d("M970 650 L1050 670 L970 690 Z"), .fill("#ff8800"))
      dot(920, 640, 12, "#1b1b1b")
      oval(730, 760, 80, 45, "#ffc300")
    }
  }

  /// Building blocks in a row, one letter each.
  static func blocks<Action>(_ letters: String) -> Node<Action> {
    let colours = ["#ef476f", "#06d6a0", "#118ab2", "#ffd166", "#8338ec"]
    let letters = Array(letters.prefix(5))
    let left = 800 - letters.count * 85
    return g(.class("toy blocks")) {
      for (index, letter) in letters.enumerated() {
        box(left + index * 170, 700, 150, 150, colours[index % colours.count])
        svgText(
          .attribute("x", "\(left + index * 170 + 75)"), .attribute("y", "805"),
          .attribute("text-anchor", "middle"), .attribute("font-size", "100"),
          .attribute("font-family", "sans-serif"), .attribute("font-weight", "bold"),
          .fill("#ffffff")
        ) { String(letter) }
      }
    }
  }

  /// A diamond kite high in the sky, its string down to the hill.
  static func kite<Action>(_ colour: String) -> Node<Action> {
    g(.class("toy kite")) {
      line("M820 520 Q700 700 600 780", "#444444", width: 3)
      path(.d("M820 220 L930 370 L820 520 L710 370 Z"), .fill(colour))
      line("M820 220 L820 520 M710 370 L930 370", "#ffffff", width: 4)
      line("M820 520 q30 40 0 80 t0 80", "#ffb703", width: 6)
    }
  }

  /// A little sailing boat on the water.
  static func boat<Action>(_ sail: String) -> Node<Action> {
    g(.class("toy boat")) {
      path(.d("M560 780 L1040 780 L960 880 L640 880 Z"), .fill("#e63946"))
      line("M800 780 L800 430", "#6d4c41", width: 12)
      path(.d("M812 450 L1010 750 L812 750 Z"), .fill(sail))
      path(.d("M788 500 L640 750 L788 750 Z"), .fill("#f1faee"))
      line("M420 910 q40 -20 80 0 t80 0 M1050 930 q40 -20 80 0 t80 0", "#ffffff", width: 5)
    }
  }

  /// A rainbow over the hills.
  static func rainbow<Action>() -> Node<Action> {
    let bands = ["#e63946", "#f4a261", "#e9c46a", "#2a9d8f", "#457b9d", "#6a4c93"]
    return g(.class("toy rainbow"), .attribute("opacity", "0.85")) {
      for (index, colour) in bands.enumerated() {
        let radius = 520 - index * 36
        line(
          "M\(800 - radius) 820 A\(radius) \(radius) 0 0 1 \(800 + radius) 820", colour, width: 36)
      }
    }
  }

  /// A pram with a hood and two wheels.
  static func pram<Action>(_ colour: String) -> Node<Action> {
    g(.class("toy pram")) {
      path(.d("M600 620 L1000 620 Q1000 800 800 800 Q600 800 600 620 Z"), .fill(colour))
      path(
        .d("M600 620 Q620 470 800 460 L800 620 Z"), .fill("#ffffff"), .attribute("opacity", "0.9"))
      line("M1000 620 L1080 540", "#37474f", width: 10)
      dot(680, 840, 55, "#37474f")
      dot(920, 840, 55, "#37474f")
      dot(680, 840, 20, "#cfd8dc")
      dot(920, 840, 20, "#cfd8dc")
    }
  }

  /// A stacking ring tower.
  static func rings<Action>() -> Node<Action> {
    let rings = ["#ef476f", "#f78c6b", "#ffd166", "#06d6a0", "#118ab2"]
    return g(.class("toy rings")) {
      box(785, 480, 30, 380, "#8d6e63")
      for (index, colour) in rings.enumerated() {
        oval(800, 830 - index * 70, 150 - index * 22, 38, colour)
      }
      dot(800, 470, 34, "#8d6e63")
    }
  }
}
