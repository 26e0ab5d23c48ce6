import Trellis

/// The screen's own URL codec, for its development state: the URL holds
/// the screen's state only; a decoded state starts a fresh history.
struct DevCodec<Base: Screen>: StateCodec {
  /// The screen's codec.
  let base: Base.Codec

  var path: String { base.path }

  func url(for state: DevState<Base>) -> StateURL {
    base.url(for: state.screen)
  }

  func state(from url: StateURL) throws(URLStateError) -> DevState<Base> {
    DevState(try base.state(from: url), url: url.target)
  }
}
