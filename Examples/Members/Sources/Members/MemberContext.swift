import WebHost

/// The application's own request context: the member its middleware found.
struct MemberContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The signed-in member, set by ``MemberMiddleware``.
  var member: String?

  init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
  }
}

/// Reads the session cookie of every request routed by the application.
struct MemberMiddleware: RouterMiddleware {
  let logins: Logins

  func handle(
    _ request: Request, context: MemberContext,
    next: (Request, MemberContext) async throws -> Response
  ) async throws -> Response {
    var context = context
    context.member = await logins.member(signedInBy: request.cookies[Logins.cookie]?.value)
    return try await next(request, context)
  }
}

/// What `/health` answers.
struct Health: ResponseEncodable {
  let status: String
}
