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

  /// The URL of the state that `form`, posted by the page of `url` without
  /// JavaScript, leads to (docs/PROTOCOL.md, "Without JavaScript"); by
  /// default, no page takes forms.
  func post(_ url: StateURL, form: [FormField], request: ScreenRequest)
    async throws(NoScriptError) -> StateURL
}

extension PageRenderer {
  /// Ignores the request.
  public func render(_ url: StateURL, pageToken: String, request: ScreenRequest)
    async throws(URLStateError) -> RenderedPage
  {
    try await render(url, pageToken: pageToken)
  }

  /// Takes no forms.
  public func post(_ url: StateURL, form: [FormField], request: ScreenRequest)
    async throws(NoScriptError) -> StateURL
  {
    throw NoScriptError("this page takes no forms")
  }
}

/// What a screen contributes to its page: a title and the body's markup.
public struct RenderedPage: Sendable, Equatable {
  /// The document title (plain text; escaped by the shell).
  public var title: String
  /// The markup inside the live root element, already escaped by the renderer.
  public var bodyHTML: String
  /// What the shell adds so that the page's forms work without JavaScript.
  public var noScript: NoScriptForms
  /// The page's `lang` when the screen chooses it (``Localized``); `nil`
  /// follows the request's `Accept-Language`.
  public var language: String?

  /// Creates a page.
  public init(
    title: String, bodyHTML: String, noScript: NoScriptForms = NoScriptForms(),
    language: String? = nil
  ) {
    self.title = title
    self.bodyHTML = bodyHTML
    self.noScript = noScript
    self.language = language
  }
}

/// The parts of a page's no-JavaScript forms that live in the shell,
/// outside the live root: the action field of each bound form, the form
/// that bound buttons and fields outside any form post with, and its
/// "apply" button when such fields exist.
public struct NoScriptForms: Sendable, Equatable {
  /// Each bound form's element id and its submit handler id, in document order.
  public var forms: [BoundForm]
  /// Whether bound buttons or fields post with the shell's form.
  public var hasShellForm: Bool
  /// Whether fields post with the shell's form (it then shows an "apply" button).
  public var hasShellFields: Bool

  /// A form bound to a submit.
  public struct BoundForm: Sendable, Equatable {
    /// The form element's id.
    public var elementID: String
    /// Its submit handler id.
    public var submitID: Int
    /// Creates one.
    public init(elementID: String, submitID: Int) {
      self.elementID = elementID
      self.submitID = submitID
    }
  }

  /// Creates the shell's parts.
  public init(forms: [BoundForm] = [], hasShellForm: Bool = false, hasShellFields: Bool = false) {
    self.forms = forms
    self.hasShellForm = hasShellForm || hasShellFields
    self.hasShellFields = hasShellFields
  }
}
