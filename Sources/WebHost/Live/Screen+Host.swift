import Trellis

extension Screen {
  /// The environment of a screen mounted by the host (a page's prerender
  /// or a live session): the same context for both, so that a session can
  /// adopt what a prerender loaded.
  func hostEnvironment(
    messages: MessageSender, clock: any Clock<Duration>, marks: [StateURL.Item], development: Bool,
    request: ScreenRequest
  ) -> Environment {
    // Injected failures are a development tool: a production URL cannot break a screen.
    let faults =
      development
      ? Faults(
        marks.filter { $0.name == URLMarks.faults }.flatMap { Faults(parsing: $0.value).names })
      : Faults.none
    return makeEnvironment(
      ScreenContext(
        messages: messages, clock: clock, faults: faults, isDevelopment: development,
        request: request))
  }
}
