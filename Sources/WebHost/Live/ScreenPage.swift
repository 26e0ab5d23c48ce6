import Trellis

/// Serves a ``Screen`` at its path: the URL's state, viewed, mounted and
/// rendered by `HTMLRenderer` (validated in development mode).
///
/// ```swift
/// let page = ScreenPage(Counter())
/// let rendered = try await page.render(StateURL(parsing: "/counter?count=3"))
/// ```
public struct ScreenPage<S: Screen>: PageRenderer {
  /// The screen.
  public let screen: S
  /// Validates every render when enabled.
  public let validation: RenderValidation

  /// Creates the page of `screen`.
  public init(_ screen: S, validation: RenderValidation = .off) {
    self.screen = screen
    self.validation = validation
  }

  public var path: String { screen.path }

  public func render(_ url: StateURL) async throws(URLStateError) -> RenderedPage {
    let state = try screen.codec.state(from: RouteMarks.split(url).screen)
    // The session mounts the same state with a fresh allocator, so the ids
    // rendered here are the ids it resolves.
    var ids = HandlerIDs()
    let tree = mount(screen.view(state), ids: &ids)
    let bytes = validation.render(tree)
    return RenderedPage(
      title: screen.title(state), bodyHTML: String(decoding: bytes, as: UTF8.self))
  }
}
