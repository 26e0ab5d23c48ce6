import Hummingbird
import VDOM

/// The plain HTML page that answers a bad request: its status and what is wrong.
public enum ErrorPage {
  /// The full document for `status` with `message`.
  public static func html(status: HTTPResponse.Status, message: String) -> String {
    let heading = "\(status.code) \(status.reasonPhrase)"
    let page: Node<Never> = VDOM.html(.lang("en")) {
      head {
        meta(.charset("utf-8"))
        meta(.name("viewport"), .content("width=device-width, initial-scale=1"))
        title { heading }
        // Inline, so the page looks right whatever failed (a static file's
        // route too); the security headers allow inline styles.
        element("style") { style }
      }
      body {
        main(.class("t-error")) {
          p(.class("t-error-code")) { "\(status.code)" }
          h1 { status.reasonPhrase }
          p { message }
          p { a(.href("/")) { "Go to the start page" } }
        }
      }
    }
    return HTMLRenderer(document: true).render(page) + "\n"
  }

  private static let style = """
    body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f7fa;\
    font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;color:#1f2933}\
    .t-error{max-width:30rem;margin:1.5rem;padding:2rem 2.25rem;background:#fff;\
    border:1px solid #d9e2ec;border-radius:.75rem;box-shadow:0 4px 12px rgb(16 42 67/.08)}\
    .t-error-code{margin:0;color:#9aa5b1;font-size:.95rem;font-weight:600;letter-spacing:.08em}\
    .t-error h1{margin:.25rem 0 .75rem;font-size:1.75rem}.t-error p{margin:.5rem 0}\
    .t-error a{color:#1c5fc4;font-weight:600;text-decoration:none}.t-error a:hover{text-decoration:underline}
    """

  /// A response carrying the page.
  public static func response(status: HTTPResponse.Status, message: String) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.cacheControl] = "no-store"
    return Response(
      status: status, headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(string: html(status: status, message: message))))
  }

  /// The 400 response for a URL that holds no valid state.
  public static func badURL(_ error: URLStateError) -> Response {
    response(status: .badRequest, message: error.message)
  }
}
