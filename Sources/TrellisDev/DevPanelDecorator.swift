import Foundation
import WebHost

/// Serves every screen with the developer panel beside it (``DevScreen``).
public struct DevPanelDecorator: ScreenDecorator {
  /// The panel decorator.
  public init() {}

  public func decorate<S: Screen>(_ screen: S) -> AnyScreen {
    AnyScreen(DevScreen(screen))
  }
}
