import VDOM

/// The full HTML document around a screen's markup: the client script is an
/// external ES module (no inline script), and the page token the socket
/// presents travels in a `<meta>` element. Rendered by VDOM's `HTMLRenderer`,
/// like every other piece of markup.
///
/// ```swift
/// let shell = PageShell(scriptURL: files.url(for: "trellis.js"))
/// let html = shell.document(RenderedPage(title: "Counter", bodyHTML: "<p>0</p>"), pageToken: token)
/// ```
public struct PageShell: Sendable {
  /// The id of the element whose only child is the screen's tree.
  public static let rootID = "trellis-root"
  /// The URL of the client script.
  public var scriptURL: String
  /// Stylesheet URLs, in order.
  public var stylesheetURLs: [String]
  /// The socket's path.
  public var socketPath: String
  /// The page icon's URL, if there is one.
  public var iconURL: String?
  /// Module scripts loaded after the client (hooks and their widgets).
  public var moduleURLs: [String]

  /// Creates a shell.
  public init(
    scriptURL: String, stylesheetURLs: [String] = [], socketPath: String = "/live",
    iconURL: String? = nil, moduleURLs: [String] = []
  ) {
    self.scriptURL = scriptURL
    self.stylesheetURLs = stylesheetURLs
    self.socketPath = socketPath
    self.iconURL = iconURL
    self.moduleURLs = moduleURLs
  }

  /// The complete document, its `lang` set to `language`.
  public func document(_ page: RenderedPage, pageToken: String, language: String = "en") -> String {
    HTMLRenderer(document: true).render(tree(page, pageToken: pageToken, language: language))
      + "\n"
  }

  /// The document as a tree; the screen's markup, already rendered by
  /// `HTMLRenderer`, is the only child of the live root.
  func tree(_ page: RenderedPage, pageToken: String, language: String = "en") -> Node<Never> {
    var headNodes: [Node<Never>] = [
      meta(.charset("utf-8")),
      meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
      title { page.title },
      meta(.name("trellis-page"), .content(pageToken)),
      meta(.name("trellis-socket"), .content(socketPath)),
    ]
    for url in stylesheetURLs { headNodes.append(link(.rel("stylesheet"), .href(url))) }
    if let iconURL { headNodes.append(link(.rel("icon"), .href(iconURL))) }
    // A module script, deferred by nature: the whole client in one file.
    for url in [scriptURL] + moduleURLs {
      headNodes.append(
        .element(Element(tag: "script", attributes: [.init("src", url), .init("type", "module")])))
    }
    let root = Node<Never>.element(
      Element(
        tag: "div", attributes: [.init("id", Self.rootID)],
        children: [.unsafeRawHTML(page.bodyHTML)]))
    return html(.lang(language)) {
      head { headNodes }
      body {
        // First in the document, so that Enter in a field submits it rather than a screen's button.
        if page.noScript.hasShellFields {
          element("noscript") {
            p(.class("trellis-apply")) {
              button(.type(.submit), .attribute("form", NoScript.formID)) { "Apply changes" }
            }
          }
        }
        root
        if page.noScript.hasShellForm {
          form(.id(NoScript.formID), .method("post"), .hidden(true)) {}
        }
        for bound in page.noScript.forms {
          input(
            .type(.hidden), .class("trellis-nojs"), .attribute("form", bound.elementID),
            .name(NoScript.event),
            .value(String(bound.submitID)))
        }
      }
    }
  }
}
