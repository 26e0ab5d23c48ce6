extension BabyAlbum {
  /// The album's photos; the URL numbers them from 1.
  public static let photos: [AlbumPhoto] = [
    AlbumPhoto(
      caption: "Morning balloons", sky: "#9ed8f5", haze: "#d6f0fb", ground: "#7cc36e",
      light: .sun(x: 1320, y: 200), clouds: [cloud(300, 180, 1.2), cloud(900, 120, 0.8)],
      balloons: [
        balloon(620, 320, "#ff6b6b"), balloon(720, 260, "#ffd93d"), balloon(820, 340, "#6bcBff"),
      ],
      toy: .teddy("#b5835a")),
    AlbumPhoto(
      caption: "Bath-time duck", sky: "#bfe9ff", haze: "#e9f8ff", ground: "#6ab7e8",
      light: .sun(x: 260, y: 180), clouds: [cloud(1100, 160, 1.0), cloud(1420, 260, 0.7)],
      balloons: [], toy: .duck),
    AlbumPhoto(
      caption: "First building blocks", sky: "#ffe3c4", haze: "#fff3e3", ground: "#e8b36b",
      light: .sun(x: 1380, y: 160), clouds: [cloud(420, 200, 0.9)],
      balloons: [balloon(200, 380, "#a66cff")], toy: .blocks("BABY")),
    AlbumPhoto(
      caption: "Kite day on the hill", sky: "#7fc8f8", haze: "#c4e6fb", ground: "#5fa85a",
      light: .sun(x: 200, y: 150),
      clouds: [cloud(700, 140, 1.4), cloud(1250, 230, 1.0), cloud(1500, 110, 0.6)],
      balloons: [], toy: .kite("#ff5d8f")),
    AlbumPhoto(
      caption: "Sailing on the pond", sky: "#a0e7e5", haze: "#dff7f6", ground: "#3f8fd2",
      light: .sun(x: 1200, y: 230), clouds: [cloud(320, 150, 1.1)],
      balloons: [], toy: .boat("#ffffff")),
    AlbumPhoto(
      caption: "After the rain", sky: "#b8c6db", haze: "#e3e9f2", ground: "#86c47d",
      light: .sun(x: 1450, y: 140),
      clouds: [cloud(250, 160, 1.5), cloud(600, 110, 1.1), cloud(1150, 170, 0.9)],
      balloons: [], toy: .rainbow),
    AlbumPhoto(
      caption: "A walk in the pram", sky: "#ffd6e0", haze: "#ffeef3", ground: "#9bd18b",
      light: .sun(x: 300, y: 220), clouds: [cloud(1000, 150, 1.0), cloud(1350, 240, 0.8)],
      balloons: [balloon(1380, 420, "#ff8fab")], toy: .pram("#5b8def")),
    AlbumPhoto(
      caption: "Goodnight, moon", sky: "#1d2951", haze: "#2e3f73", ground: "#23395b",
      light: .moon(x: 1300, y: 210), clouds: [cloud(450, 240, 0.9)],
      balloons: [], toy: .teddy("#d9a066")),
    AlbumPhoto(
      caption: "Birthday balloons", sky: "#fff1a8", haze: "#fff9d6", ground: "#f4a259",
      light: .sun(x: 800, y: 130), clouds: [],
      balloons: [
        balloon(300, 330, "#ef476f"), balloon(420, 250, "#06d6a0"), balloon(1180, 260, "#118ab2"),
        balloon(1300, 340, "#ffd166"), balloon(1420, 280, "#8338ec"),
      ], toy: .rings),
    AlbumPhoto(
      caption: "Sleepy afternoon", sky: "#f9c784", haze: "#fde2bd", ground: "#c97b63",
      light: .sun(x: 1250, y: 330), clouds: [cloud(350, 210, 1.0), cloud(760, 150, 0.7)],
      balloons: [], toy: .pram("#e07a5f")),
    AlbumPhoto(
      caption: "Stars for the little one", sky: "#0b1d3a", haze: "#1b3264", ground: "#162447",
      light: .moon(x: 350, y: 190), clouds: [],
      balloons: [balloon(1250, 360, "#f2e8cf")], toy: .blocks("ZZZ")),
    AlbumPhoto(
      caption: "Spring meadow", sky: "#c1f0c1", haze: "#e6fae6", ground: "#4caf50",
      light: .sun(x: 1400, y: 180), clouds: [cloud(500, 160, 0.9), cloud(900, 230, 1.2)],
      balloons: [balloon(250, 300, "#ffb703"), balloon(340, 380, "#fb8500")], toy: .kite("#219ebc")),
  ]

  /// The photo numbered `number` (from 1), the first one for a number out of range.
  public static func photo(numbered number: Int) -> AlbumPhoto {
    photos.indices.contains(number - 1) ? photos[number - 1] : photos[0]
  }

  private static func cloud(_ x: Int, _ y: Int, _ scale: Double) -> AlbumPhoto.Cloud {
    AlbumPhoto.Cloud(x: x, y: y, scale: scale)
  }

  private static func balloon(_ x: Int, _ y: Int, _ colour: String) -> AlbumPhoto.Balloon {
    AlbumPhoto.Balloon(x: x, y: y, colour: colour)
  }
}
