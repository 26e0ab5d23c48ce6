/// One photo of the album: a generated illustration described by its parts
/// (sky, light, clouds, balloons, a toy) and a caption. Drawn as inline SVG
/// on a 1600 × 1000 canvas.
public struct AlbumPhoto: Sendable {
  /// The light in the sky.
  public enum Light: Sendable {
    /// A sun at (x, y).
    case sun(x: Int, y: Int)
    /// A crescent moon at (x, y), with stars around.
    case moon(x: Int, y: Int)
  }

  /// The toy in the middle of the picture.
  public enum Toy: Sendable {
    /// A teddy bear of this colour.
    case teddy(String)
    /// A rubber duck on a pond.
    case duck
    /// Building blocks with these letters.
    case blocks(String)
    /// A kite of this colour.
    case kite(String)
    /// A sailing boat with a sail of this colour, on water.
    case boat(String)
    /// A rainbow.
    case rainbow
    /// A pram of this colour.
    case pram(String)
    /// A stacking ring tower.
    case rings
  }

  /// A cloud at (x, y), scaled.
  public struct Cloud: Sendable {
    /// Centre, horizontally.
    public var x: Int
    /// Centre, vertically.
    public var y: Int
    /// Size, 1 for a medium cloud.
    public var scale: Double
  }

  /// A balloon at (x, y) of a colour.
  public struct Balloon: Sendable {
    /// Centre, horizontally.
    public var x: Int
    /// Centre, vertically.
    public var y: Int
    /// Fill colour.
    public var colour: String
  }

  /// The caption under the photo.
  public var caption: String
  /// The sky's colour.
  public var sky: String
  /// The colour of the band above the horizon.
  public var haze: String
  /// The hills' colour.
  public var ground: String
  /// The sun or the moon.
  public var light: Light
  /// The clouds.
  public var clouds: [Cloud]
  /// The balloons.
  public var balloons: [Balloon]
  /// The toy.
  public var toy: Toy
}
