/// The application's authorization hook for screens: it runs for the page
/// `GET` and again for every socket join and resume, with the request
/// (headers, cookies, peer) and the screen's path, and decides who may see
/// the screen. The live socket is upgraded before any router middleware
/// runs, so the hook reads the credentials itself (a session cookie).
///
/// ```swift
/// let access = ScreenAccess { request, path in
///   if path == "/" { return .allow(user: nil) }
///   guard let user = await logins.user(cookie: request.cookies["session"]) else {
///     return .redirect(to: "/login")
///   }
///   return .allow(user: user.name)
/// }
/// ```
public struct ScreenAccess: Sendable {
  /// What the hook answers.
  public enum Decision: Sendable, Equatable {
    /// The request may see the screen, as `user` (`nil`: anonymous); the
    /// screen reads it in `ScreenContext.request.user`.
    case allow(user: String?)
    /// The page answers 403; the socket is refused.
    case refuse
    /// The page answers 303 to `location` (a login page); the socket is refused.
    case redirect(to: String)
  }

  /// Decides for `request` to the screen at `path`.
  public let decide: @Sendable (_ request: ScreenRequest, _ path: String) async -> Decision

  /// Creates a hook.
  public init(
    _ decide: @escaping @Sendable (_ request: ScreenRequest, _ path: String) async -> Decision
  ) {
    self.decide = decide
  }

  /// Everyone may see every screen, anonymously.
  public static let everyone = ScreenAccess { _, _ in .allow(user: nil) }

  /// `request` with its admitted user, or `nil` when refused: the socket's side.
  func admit(_ request: ScreenRequest, path: String) async -> ScreenRequest? {
    guard case .allow(let user) = await decide(request, path) else { return nil }
    var admitted = request
    admitted.user = user
    return admitted
  }
}
