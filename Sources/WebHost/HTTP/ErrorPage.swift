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
        title { heading }
      }
      body {
        main {
          h1 { heading }
          p { message }
          p { a(.href("/")) { "Go to the start page" } }
        }
      }
    }
    return HTMLRenderer(document: true).render(page) + "\n"
  }

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
