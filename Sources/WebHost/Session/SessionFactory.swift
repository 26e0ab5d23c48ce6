/// Makes the behaviour of a new session for the URL the browser shows.
public protocol SessionFactory: Sendable {
  /// A behaviour mounted at `url`, or a typed error for a URL that names no
  /// screen or holds a bad state.
  func makeBehavior(for url: StateURL) async throws(URLStateError) -> any SessionBehavior
}
