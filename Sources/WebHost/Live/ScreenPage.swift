import Logging
import Trellis

/// Serves a ``Screen`` at its path: the URL's state, viewed, mounted and
/// rendered by `HTMLRenderer` (validated in development mode). With
/// ``Prerendering``, a screen's ``Screen/prerenderAction(_:)`` runs first,
/// so the page shows what it loads, and the state waits in the cache for
/// the page's live session.
///
/// ```swift
/// let page = ScreenPage(Counter())
/// let rendered = try await page.render(StateURL(parsing: "/counter?count=3"), pageToken: token)
/// ```
public struct ScreenPage<S: Screen>: PageRenderer {
  /// The screen.
  public let screen: S
  /// Validates every render when enabled.
  public let validation: RenderValidation
  /// How the page prerenders; `nil` renders the URL's state as decoded.
  public let prerendering: Prerendering?
  /// Mounts and renders the page's tree (see ``ViewEngine``).
  let engine: ViewEngine<S.Action>

  /// Creates the page of `screen`; leave `engine` to its default, which
  /// specialises the render where the screen's type is concrete.
  public init(
    _ screen: S, validation: RenderValidation = .off, prerendering: Prerendering? = nil,
    engine: ViewEngine<S.Action> = ViewEngine()
  ) {
    self.screen = screen
    self.validation = validation
    self.prerendering = prerendering
    self.engine = engine
  }

  public var path: String { screen.path }

  public func render(_ url: StateURL, pageToken: String) async throws(URLStateError)
    -> RenderedPage
  {
    try await render(url, pageToken: pageToken, request: ScreenRequest())
  }

  public func render(_ url: StateURL, pageToken: String, request: ScreenRequest)
    async throws(URLStateError) -> RenderedPage
  {
    let mount = ScreenMount(screen: screen, engine: engine)
    let (decoded, marks) = try mount.decode(url)
    guard let prerendering, let action = screen.prerenderAction(decoded) else {
      return page(decoded)
    }
    let relay = MessageRelay()
    let environment = mount.environment(
      messages: relay.sender, clock: prerendering.clock, marks: marks,
      development: prerendering.development, request: request)
    let store = Store(
      initialState: decoded, reducer: screen.reducer, environment: environment,
      clock: prerendering.clock)
    await store.send(action)
    let settled = await Self.settle(store, within: prerendering.budget)
    if !settled {
      prerendering.logger.notice(
        "prerender over budget: the page shows the state reached",
        metadata: [
          "screen": "\(S.name)", "budget": "\(prerendering.budget)",
          "running": "\(store.runningEffectCount)",
        ])
    }
    let state = store.state
    // What still runs is cancelled: the session starts its own work.
    await store.shutdown()
    let rendered = page(state)
    // A state left mid-load is not adopted: the work it waits for was just
    // cancelled, so its session rebuilds from the URL and loads again.
    if settled {
      prerendering.cache.insert(
        PrerenderCache.Entry(
          target: url.target, state: state, environment: environment, relay: relay,
          bytes: rendered.bodyHTML.utf8.count),
        token: pageToken)
    }
    return rendered
  }

  /// The page of `state`.
  private func page(_ state: S.State) -> RenderedPage {
    // The session mounts the same way, so the ids rendered here are the ids it resolves.
    let mounted = ScreenMount(screen: screen, engine: engine).tree(state).tree
    // Only the page carries the no-JavaScript forms: the session keeps the tree as viewed.
    let (tree, layout) = NoScriptLayout.annotated(mounted)
    let bytes = validation.render(tree, engine: engine)
    return RenderedPage(
      title: screen.title(state), bodyHTML: String(decoding: bytes, as: UTF8.self),
      noScript: NoScriptForms(
        forms: layout.forms.map { .init(elementID: $0.elementID, submitID: $0.submitID) },
        hasShellForm: !layout.buttons.isEmpty, hasShellFields: layout.hasShellFields),
      language: screen.language(state))
  }

  /// Waits until `store` runs no effect, or `budget` passes; whether it settled.
  static func settle(_ store: Store<S.State, S.Action, S.Environment>, within budget: Duration)
    async -> Bool
  {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await store.waitForEffects()
        return !Task.isCancelled
      }
      group.addTask {
        // Wall time, whatever clock the effects sleep on: the budget bounds the page's latency.
        try? await Task.sleep(for: budget)
        return false
      }
      let settled = await group.next() ?? false
      group.cancelAll()
      return settled
    }
  }
}
