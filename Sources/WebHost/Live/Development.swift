import Trellis

/// Development mode: one value an application passes to
/// ``WebHost/init(screens:development:assets:configuration:limits:access:logger:)``,
/// saying all it adds to the host. TrellisDev's `Development.enabled(logger:)`
/// turns everything on at once: the developer panel beside every screen and
/// its stylesheet, libxml2 validation of every render, and `_fail` faults.
///
/// ```swift
/// import TrellisDev
///
/// let host = try WebHost(screens: screens, development: options.dev ? .enabled(logger: logger) : nil)
/// ```
public struct Development: Sendable {
  /// Validates every render.
  public var validation: RenderValidation
  /// Serves each screen with tools beside it (the developer panel), or as it is when `nil`.
  public var panel: (any ScreenDecorator)?
  /// Files served beside the client (the panel's stylesheet).
  public var assets: StaticFiles
  /// Stylesheets of `assets` linked after the application's.
  public var stylesheetNames: [String]

  /// Development mode with these tools; with none, only `_fail` faults.
  public init(
    validation: RenderValidation = .off, panel: (any ScreenDecorator)? = nil,
    assets: StaticFiles = StaticFiles(files: []), stylesheetNames: [String] = []
  ) {
    self.validation = validation
    self.panel = panel
    self.assets = assets
    self.stylesheetNames = stylesheetNames
  }
}

/// Serves a screen in another form in development mode (TrellisDev's
/// developer panel beside it).
public protocol ScreenDecorator: Sendable {
  /// What is served instead of `screen`: its page and sessions. The name,
  /// path and navigations stay `screen`'s.
  func decorate<S: Screen>(_ screen: S) -> AnyScreen
}
