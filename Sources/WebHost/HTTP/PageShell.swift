/// The full HTML document around a screen's markup: the client script is an
/// external ES module (no inline script), and the page token the socket presents
/// travels in a `<meta>` element.
///
/// ```swift
/// let shell = PageShell(scriptURL: files.url(for: "trellis.js"))
/// let html = shell.document(RenderedPage(title: "Counter", bodyHTML: "<p>0</p>"), pageToken: token)
/// ```
public struct PageShell: Sendable {
  /// The id of the element whose children the live session patches.
  public static let rootID = "trellis-root"
  /// The URL of the client script.
  public var scriptURL: String
  /// Stylesheet URLs, in order.
  public var stylesheetURLs: [String]
  /// The socket's path.
  public var socketPath: String

  /// Creates a shell.
  public init(scriptURL: String, stylesheetURLs: [String] = [], socketPath: String = "/live") {
    self.scriptURL = scriptURL
    self.stylesheetURLs = stylesheetURLs
    self.socketPath = socketPath
  }

  /// The complete document.
  public func document(_ page: RenderedPage, pageToken: String) -> String {
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">\
      <meta name="viewport" content="width=device-width, initial-scale=1">\
      <title>\(HTMLEscaping.escape(page.title))</title>\
      <meta name="trellis-page" content="\(HTMLEscaping.escape(pageToken))">\
      <meta name="trellis-socket" content="\(HTMLEscaping.escape(socketPath))">
      """
    for url in stylesheetURLs {
      html += "<link rel=\"stylesheet\" href=\"\(HTMLEscaping.escape(url))\">"
    }
    // A module script: deferred by nature, and its imports (`./live.js`, …)
    // resolve next to it under the static prefix.
    html += "<script src=\"\(HTMLEscaping.escape(scriptURL))\" type=\"module\"></script></head>"
    html += "<body><div id=\"\(Self.rootID)\">\(page.bodyHTML)</div></body></html>\n"
    return html
  }
}
