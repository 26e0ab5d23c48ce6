import Trellis

/// The reserved query parameters screens' codecs never see: `_o` names the
/// screen that opened this one, `_r` a result waiting for this screen (both
/// added by the host to link screens), and `_fail` the failures to inject
/// in development mode.
public enum URLMarks {
  /// The parameter naming the opener of a screen.
  public static let opener = "_o"
  /// The parameter naming a result to collect.
  public static let result = "_r"
  /// The parameter naming failures to inject (development mode only).
  public static let faults = "_fail"
  static let reserved: Set<String> = [opener, result, faults]

  /// `url` without the reserved parameters, and those parameters.
  public static func split(_ url: StateURL) -> (screen: StateURL, marks: [StateURL.Item]) {
    var screen = url
    screen.query.removeAll { reserved.contains($0.name) }
    return (screen, url.query.filter { reserved.contains($0.name) })
  }
}
