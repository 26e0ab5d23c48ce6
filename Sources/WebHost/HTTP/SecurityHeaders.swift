import HTTPTypes
import Hummingbird
import Logging

/// The headers every response carries: a CSP that forbids inline script and
/// inline event handlers, no sniffing, no framing, no referrer leaks.
public struct SecurityHeaders: Sendable {
  /// The Content-Security-Policy value.
  public var contentSecurityPolicy: String

  /// Creates the headers; the default policy allows scripts, styles and
  /// sockets from this origin only (inline `style` attributes are allowed).
  public init(
    contentSecurityPolicy: String =
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
      + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
  ) {
    self.contentSecurityPolicy = contentSecurityPolicy
  }

  static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
  static let frameOptions = HTTPField.Name("X-Frame-Options")!
  static let openerPolicy = HTTPField.Name("Cross-Origin-Opener-Policy")!

  /// Adds the headers to `fields`, replacing any earlier values.
  public func apply(to fields: inout HTTPFields) {
    fields[.contentSecurityPolicy] = contentSecurityPolicy
    fields[.xContentTypeOptions] = "nosniff"
    fields[Self.referrerPolicy] = "same-origin"
    fields[Self.frameOptions] = "DENY"
    fields[Self.openerPolicy] = "same-origin"
    fields[.crossOriginResourcePolicy] = "same-origin"
  }
}

/// Adds ``SecurityHeaders`` to every response, and turns any error thrown
/// below it (a missing route, a failure) into a plain error page, so that no
/// response leaves without the headers.
public struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The headers to add.
  public let headers: SecurityHeaders

  /// Creates the middleware.
  public init(headers: SecurityHeaders = SecurityHeaders()) {
    self.headers = headers
  }

  public func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = ErrorPage.response(status: error.status, message: Self.message(for: error.status))
    } catch {
      context.logger.error(
        "request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
      response = ErrorPage.response(
        status: .internalServerError, message: "Something went wrong on the server.")
    }
    headers.apply(to: &response.headers)
    return response
  }

  private static func message(for status: HTTPResponse.Status) -> String {
    switch status {
    case .notFound: "There is no page at this address."
    case .methodNotAllowed: "This address does not accept that method."
    case .forbidden: "This request is not allowed."
    default: status.reasonPhrase
    }
  }
}
