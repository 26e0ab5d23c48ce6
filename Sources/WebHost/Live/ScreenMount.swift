import Trellis

/// The mount steps a screen's page and its live session share: the state a
/// URL holds (route marks removed first), the environment the host gives
/// the screen, and the first tree with fresh handler ids — so the ids a page
/// carries are the ids its session resolves.
struct ScreenMount<S: Screen>: Sendable {
  let screen: S
  /// Mounts, diffs, encodes and indexes, specialised for the screen's actions.
  let engine: ViewEngine<S.Action>

  /// The state `url` holds, with the reserved route parameters it carried.
  func decode(_ url: StateURL) throws(URLStateError) -> (state: S.State, marks: [StateURL.Item]) {
    let (screenURL, marks) = URLMarks.split(url)
    return (try screen.codec.state(from: screenURL), marks)
  }

  /// The environment of the screen mounted with `marks` (see ``Screen/hostEnvironment``).
  func environment(
    messages: MessageSender, clock: any Clock<Duration>, marks: [StateURL.Item], development: Bool,
    request: ScreenRequest
  ) -> S.Environment {
    screen.hostEnvironment(
      messages: messages, clock: clock, marks: marks, development: development, request: request)
  }

  /// The first tree of `state`, mounted with a fresh id allocator, and the
  /// index of its handlers.
  func tree(_ state: S.State) -> (
    tree: Node<S.Action>, ids: HandlerIDs, index: HandlerIndex<S.Action>
  ) {
    var ids = HandlerIDs()
    var index = HandlerIndex<S.Action>()
    let tree = engine.mount(screen.view(state), ids: &ids, index: &index)
    return (tree, ids, index)
  }
}
