import Foundation
import Logging
import MarkupValidation
import WebHost

extension Development {
  /// Everything development mode adds, on: the developer panel beside every
  /// screen and its stylesheet (`dev.css`), every render validated with
  /// libxml2 (issues logged as warnings to `logger`), `_fail` faults honoured.
  /// Throws when the panel's stylesheet cannot be read from TrellisDev's resources.
  ///
  /// ```swift
  /// let host = try WebHost(screens: screens, development: dev ? .enabled(logger: logger) : nil)
  /// ```
  public static func enabled(logger: Logger = Logger(label: "trellis")) throws(StaticFilesError)
    -> Development
  {
    guard let directory = Bundle.module.resourcePath.map({ $0 + "/Styles" }) else {
      throw .unreadable(path: "TrellisDev's resource bundle")
    }
    let styles = try StaticFiles(directory: directory)
    guard styles.file(named: "dev.css")?.bytes.isEmpty == false else {
      throw .unreadable(path: directory + "/dev.css")
    }
    return Development(
      validation: .enabled { issues in
        for issue in issues { logger.warning("markup issue", metadata: ["issue": "\(issue)"]) }
      },
      panel: DevPanelDecorator(), assets: styles, stylesheetNames: ["dev.css"])
  }
}
