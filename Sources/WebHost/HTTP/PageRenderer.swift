/// Renders a screen's full page, server-side, for a URL: the seam where a
/// screen's state codec, initial state and view plug into the HTTP shell.
public protocol PageRenderer: Sendable {
  /// The path this renderer serves (`"/counter"`).
  var path: String { get }

  /// The page for `url`, or a typed error that becomes a 400 page;
  /// `pageToken` is the token the page will carry (a prerendered state is
  /// kept under it for the page's socket).
  func render(_ url: StateURL, pageToken: String) async throws(URLStateError) -> RenderedPage

  /// The page for `url` as `request` asked for it (its screen's environment
  /// built with it); by default, ``render(_:pageToken:)``.
  func render(_ url: StateURL, pageToken: String, request: ScreenRequest)
    async throws(URLStateError) -> RenderedPage
}

extension PageRenderer {
  /// Ignores the request.
  public func render(_ url: StateURL, pageToken: String, request: ScreenRequest)
    async throws(URLStateError) -> RenderedPage
  {
    try await render(url, pageToken: pageToken)
  }
}

/// What a screen contributes to its page: a title and the body's markup.
public struct RenderedPage: Sendable, Equatable {
  /// The document title (plain text; escaped by the shell).
  public var title: String
  /// The markup inside the live root element, already escaped by the renderer.
  public var bodyHTML: String
  /// The page's `lang` when the screen chooses it (``Localized``); `nil`
  /// follows the request's `Accept-Language`.
  public var language: String?

  /// Creates a page.
  public init(title: String, bodyHTML: String, language: String? = nil) {
    self.title = title
    self.bodyHTML = bodyHTML
    self.language = language
  }
}
