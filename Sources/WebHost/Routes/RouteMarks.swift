import Trellis

/// The two query parameters the host adds to URLs to link screens: `_o`
/// names the screen that opened this one, `_r` a result waiting for this
/// screen. They are reserved: screens' codecs never see them.
public enum RouteMarks {
  /// The parameter naming the opener of a screen.
  public static let opener = "_o"
  /// The parameter naming a result to collect.
  public static let result = "_r"

  /// `url` without the reserved parameters, and those parameters.
  public static func split(_ url: StateURL) -> (screen: StateURL, marks: [StateURL.Item]) {
    var screen = url
    screen.query.removeAll { $0.name == opener || $0.name == result }
    return (screen, url.query.filter { $0.name == opener || $0.name == result })
  }
}
