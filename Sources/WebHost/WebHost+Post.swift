import HTTPTypes
import Hummingbird
import NIOCore

extension WebHost {
  /// Applies a form a page posted without JavaScript and answers
  /// POST-redirect-GET: `303 See Other` to the URL of the new state. A post
  /// from another site is refused (403: `Sec-Fetch-Site` must say
  /// `same-origin`, or else `Origin` must be the page's own or an allowed
  /// one), a body that is not a URL-encoded form gets 415, one over
  /// ``FormBody/maxBytes`` 413, and a bad URL, a malformed form or an
  /// action the page does not offer a 400 page saying which.
  func post(for request: Request, remoteAddress: SocketAddress? = nil) async -> Response {
    guard Self.isSameOrigin(request, allowed: configuration.allowedOrigins) else {
      return ErrorPage.response(
        status: .forbidden, message: "Forms are only taken from this site's own pages.")
    }
    let contentType = request.headers[.contentType]?.lowercased() ?? ""
    guard contentType.hasPrefix("application/x-www-form-urlencoded") else {
      return ErrorPage.response(
        status: .unsupportedMediaType, message: "A form must be sent URL-encoded.")
    }
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: FormBody.maxBytes)
    } catch {
      return ErrorPage.response(status: .contentTooLarge, message: "The form is too large.")
    }
    var screenRequest = ScreenRequest(request, remoteAddress: remoteAddress)
    let url: StateURL
    do throws(URLStateError) {
      url = try StateURL(parsing: request.head.path ?? "/", limits: configuration.urlLimits)
    } catch {
      return ErrorPage.badURL(error)
    }
    guard let renderer = pages[url.path] else {
      return ErrorPage.response(status: .notFound, message: "There is no page at this address.")
    }
    switch await access.decide(screenRequest, url.path) {
    case .allow(let user): screenRequest.user = user
    case .refuse:
      return ErrorPage.response(status: .forbidden, message: "This page is not for you.")
    case .redirect(let location):
      return Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }
    let next: StateURL
    do throws(NoScriptError) {
      let fields = try FormBody.fields(body.readableBytesView)
      next = try await renderer.post(url, form: fields, request: screenRequest)
    } catch {
      return ErrorPage.response(status: .badRequest, message: error.message)
    }
    return Response(
      status: .seeOther, headers: [.location: next.target, .cacheControl: "no-store"])
  }

  /// Whether a form post comes from a page of this site: by the browser's
  /// `Sec-Fetch-Site` when it sends one, else by its `Origin` (a request
  /// with neither is no browser's form and is refused too).
  static func isSameOrigin(_ request: Request, allowed: Set<String>) -> Bool {
    let site = request.headers[values: HTTPField.Name("Sec-Fetch-Site")!]
    if !site.isEmpty {
      return site == ["same-origin"]
    }
    return OriginCheck(allowed: allowed).accepts(request)
  }
}
