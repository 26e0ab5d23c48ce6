import Trellis

extension ScreenPage {
  /// The state a form posted without JavaScript leads to: the page of `url`
  /// is rebuilt as it was shown (prerendered like its `GET`), the form
  /// becomes actions against that tree (``NoScriptLayout/actions(for:)``),
  /// the store runs them and their effects until no effect runs or the
  /// prerender budget passes, and the new state's URL is returned (the
  /// opener mark kept; spent `_fail` and `_r` marks dropped). Routes sent
  /// meanwhile are dropped.
  public func post(_ url: StateURL, form: [FormField], request: ScreenRequest)
    async throws(NoScriptError) -> StateURL
  {
    let mount = ScreenMount(screen: screen, engine: engine)
    let decoded: S.State
    let marks: [StateURL.Item]
    do throws(URLStateError) {
      (decoded, marks) = try mount.decode(url)
    } catch {
      throw NoScriptError(error.message)
    }
    let relay = MessageRelay()
    let clock = prerendering?.clock ?? ContinuousClock()
    let budget = prerendering?.budget ?? .milliseconds(1500)
    let environment = mount.environment(
      messages: relay.sender, clock: clock, marks: marks,
      development: prerendering?.development ?? false, request: request)
    let store = Store(
      initialState: decoded, reducer: screen.reducer, environment: environment, clock: clock)
    if prerendering != nil, let action = screen.prerenderAction(decoded) {
      await store.send(action)
      _ = await Self.settle(store, within: budget)
    }
    let actions: [S.Action]
    do throws(NoScriptError) {
      actions = try NoScriptLayout(mount.tree(store.state).tree).actions(for: form)
    } catch {
      await store.shutdown()
      throw error
    }
    for action in actions { await store.send(action) }
    _ = await Self.settle(store, within: budget)
    let state = store.state
    await store.shutdown()
    var next = screen.codec.url(for: state)
    next.query += marks.filter { $0.name == URLMarks.opener }
    return next
  }
}
