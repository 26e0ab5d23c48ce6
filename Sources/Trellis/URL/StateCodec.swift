/// Maps a screen's state to a URL and back: the URL is a projection of state.
///
/// Use ``QueryStateCodec`` for a readable path and query, or
/// ``CodableStateCodec`` for any `Codable` state; wrap either in
/// ``SignedStateCodec`` when the state must not be forged.
public protocol StateCodec<State>: Sendable {
  /// The state this codec maps.
  associatedtype State: Sendable

  /// The path of the screen, such as `"/counter"`.
  var path: String { get }

  /// The URL that holds `state`.
  func url(for state: State) -> StateURL

  /// The state held by `url`, or a typed error saying what is wrong with it.
  func state(from url: StateURL) throws(URLStateError) -> State
}
