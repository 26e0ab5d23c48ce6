/// Makes the behaviour of a new session for the URL the browser shows.
public protocol SessionFactory: Sendable {
  /// A behaviour mounted at `url`, or a typed error for a URL that names no
  /// screen or holds a bad state.
  func makeBehavior(for url: StateURL) async throws(URLStateError) -> any SessionContent

  /// A behaviour for the page that carried `pageToken` (which may have
  /// been prerendered); by default, ``makeBehavior(for:)``.
  func makeBehavior(for url: StateURL, pageToken: String) async throws(URLStateError)
    -> any SessionContent

  /// A behaviour for a socket opened with `request` (its user admitted by
  /// the access hook); by default, ``makeBehavior(for:pageToken:)``.
  func makeBehavior(for url: StateURL, pageToken: String, request: ScreenRequest)
    async throws(URLStateError) -> any SessionContent
}

extension SessionFactory {
  /// Ignores the token.
  public func makeBehavior(for url: StateURL, pageToken: String) async throws(URLStateError)
    -> any SessionContent
  {
    try await makeBehavior(for: url)
  }

  /// Ignores the request.
  public func makeBehavior(for url: StateURL, pageToken: String, request: ScreenRequest)
    async throws(URLStateError) -> any SessionContent
  {
    try await makeBehavior(for: url, pageToken: pageToken)
  }
}
