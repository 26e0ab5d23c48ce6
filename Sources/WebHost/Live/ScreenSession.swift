import Logging
import Trellis

/// The live binding of one mounted ``Screen``: its own `Store`, the last
/// tree sent, and the handler ids that tree carries. Events become actions
/// through the tree; every new state is viewed, diffed against the last
/// tree sent and sent as one patch batch, with the URL and title following.
actor ScreenSession<S: Screen>: SessionBehavior {
  let screen: S
  let store: Store<S.State, S.Action, S.Environment>
  private let hub: any RouteHub
  private let validation: RenderValidation
  private let logger: Logger
  /// The reserved route parameters the URL keeps (the opener's mark).
  private let marks: [StateURL.Item]
  private let resultMark: String?
  private let subscriberID = RandomID.make()
  private var tree: Node<S.Action>
  /// Mounts, diffs, encodes and indexes, specialised for the screen's actions.
  private let engine: ViewEngine<S.Action>
  private var ids = HandlerIDs()
  /// The handlers of `tree`, kept up to date by mount and diff.
  private var index = HandlerIndex<S.Action>()
  private var shown: S.State
  private var shownURL: StateURL
  /// The state `shownURL` was made from (`shown` follows the tree).
  private var shownState: S.State
  private var shownTitle: String
  private var topics: Set<AnyHashableSendableTopic> = []
  private var outlet: SessionOutlet?
  private var pending: [SessionUpdate] = []
  private var draining = false
  private var restoring = false
  /// Whether the first update replaces the whole root instead of a diff
  /// (the browser shows a prerendered page whose state this session lacks).
  private var replacesRoot: Bool
  /// Follows the store's routes and state changes in tasks that exist only
  /// while there is work: an idle session keeps no task waiting.
  private let routeWorker = OnDemandWorker<Route>()
  private let refresher = OnDemandWorker<Refresh>()

  /// Mounts `screen` at `url`, or, given the entry its page was
  /// prerendered in, in that entry's state with its environment.
  init(
    screen: S, url: StateURL, hub: any RouteHub, clock: any Clock<Duration>,
    validation: RenderValidation, development: Bool = false, logger: Logger,
    prerendered: PrerenderCache.Entry? = nil, engine: ViewEngine<S.Action> = ViewEngine(),
    request: ScreenRequest = ScreenRequest()
  ) throws(URLStateError) {
    self.engine = engine
    let (screenURL, marks) = RouteMarks.split(url)
    let decoded = try screen.codec.state(from: screenURL)
    self.screen = screen
    self.hub = hub
    self.validation = validation
    self.logger = logger
    // The fault list stays in the URL, so a reload fails the same way.
    self.marks = marks.filter { $0.name == RouteMarks.opener || $0.name == RouteMarks.faults }
    self.resultMark = marks.first { $0.name == RouteMarks.result }?.value
    let routeWorker = routeWorker
    let routes = RouteSender { routeWorker.push($0) }
    let state: S.State
    let environment: S.Environment
    if let prerendered, let adopted = prerendered.state as? S.State,
      let loaded = prerendered.environment as? S.Environment
    {
      // The browser shows the prerendered page: same state, same tree, same
      // ids. Its environment carries on (faults already spent stay spent).
      state = adopted
      environment = loaded
      prerendered.relay.connect { routeWorker.push($0) }
      replacesRoot = false
    } else {
      state = decoded
      environment = screen.hostEnvironment(
        routes: routes, clock: clock, marks: marks, development: development, request: request)
      // The page was prerendered but its state is gone (expired, evicted,
      // another server): the browser shows a tree this session never had.
      replacesRoot = screen.prerenderAction(decoded) != nil
    }
    self.store = Store(
      initialState: state, reducer: screen.reducer, environment: environment, clock: clock)
    var ids = HandlerIDs()
    var index = HandlerIndex<S.Action>()
    tree = engine.mount(screen.view(state), ids: &ids, index: &index)
    self.ids = ids
    self.index = index
    shown = state
    // What the browser shows; the first `show` replaces it with the
    // canonical URL when they differ (a collected result mark is dropped).
    shownURL = url
    shownState = state
    // A replaced root comes with its title, whatever the page had.
    shownTitle = replacesRoot ? "" : screen.title(state)
  }

  func start(_ outlet: SessionOutlet) async {
    self.outlet = outlet
    routeWorker.bind { [weak self] route in await self?.follow(route) }
    // The latest state when the work runs: an event or a restore may have
    // shown a newer one meanwhile, and a view never goes back.
    refresher.bind { [weak self] _ in await self?.showLatest() }
    let refresher = refresher
    store.watchState { refresher.pushUnlessWaiting(.latest) }
    if let mark = resultMark, let result = await hub.takeResult(mark),
      let action = screen.action(forResult: result)
    {
      await store.send(action)
    }
    if let action = screen.appearAction(store.state) { await store.send(action) }
    if replacesRoot {
      replacesRoot = false
      if let operations = await snapshot() { pending.append(.patch(operationsJSON: operations)) }
    }
    await show(store.state)
  }

  func apply(_ event: ClientEvent) async throws(ProtocolError) {
    guard let handler = index.handler(for: event.handler) else {
      throw ProtocolError(
        .unknownHandler, "no handler \(event.handler) in the current view", sequence: event.sequence
      )
    }
    guard let action = handler.action(for: event.payload) else { return }
    await store.send(action)
    // Rendered now, so the batch goes out before the event's acknowledgement.
    await show(store.state)
  }

  func restore(_ url: StateURL) async throws(ProtocolError) {
    let screenURL = RouteMarks.split(url).screen
    guard screenURL.path == screen.path else {
      throw ProtocolError(.invalidURL, "“\(url.path.prefix(64))” is not the path of this screen")
    }
    let state: S.State
    do throws(URLStateError) {
      state = try screen.codec.state(from: screenURL)
    } catch {
      throw ProtocolError(.invalidURL, error.message)
    }
    // Refreshes wait: one running meanwhile would take the restored state
    // for a new one and push a history entry; the show below covers them.
    restoring = true
    defer { restoring = false }
    // Work started for the abandoned state must not overwrite this one; the
    // restored state then starts as a freshly mounted one would.
    await store.replaceState(with: state)
    shownState = state
    if let action = screen.appearAction(state) { await store.send(action) }
    // The browser's entry is replaced with the canonical URL, even when
    // unchanged: a URL message sent before the pop may have overwritten it.
    shownURL = StateURL(path: "")
    await show(store.state, style: .replace)
  }

  func snapshot() async -> String? {
    let state = store.state
    index = HandlerIndex()
    tree = engine.mount(screen.view(state), ids: &ids, index: &index)
    shown = state
    pending.removeAll { if case .patch = $0 { true } else { false } }
    return engine.encode([Patch<S.Action>.replace(path: [], node: tree)])
  }

  func resume(showing url: String) async {
    guard url != shownURL.target else { return }
    pending.append(.url(shownURL.target, .replace))
    if !shownTitle.isEmpty { pending.append(.title(shownTitle)) }
    await drain()
  }

  func stop() async {
    await store.shutdown()
    await hub.unsubscribe(subscriberID)
  }

  // MARK: Rendering

  private func showLatest() async {
    if !restoring { await show(store.state) }
  }

  /// The one kind of work the refresher does: show the store's latest state.
  private enum Refresh: Equatable, Sendable { case latest }

  /// Sends what changed between the state shown and `state`; a URL change
  /// enters history as `style` says, or as the screen's `urlChange` decides.
  private func show(_ state: S.State, style forced: Navigation.Style? = nil) async {
    let newTopics = Set(screen.topics(state))
    if newTopics != topics {
      topics = newTopics
      let store = store
      let screen = screen
      await hub.subscribe(subscriberID, to: newTopics) { broadcast in
        if let action = screen.action(forBroadcast: broadcast) { await store.send(action) }
      }
    }
    if state != shown {
      shown = state
      let next = screen.view(state)
      if validation.isEnabled { validation.check(next) }
      let result = engine.diff(tree, next, ids: &ids, index: &index)
      tree = result.tree
      if !result.patches.isEmpty {
        pending.append(.patch(operationsJSON: engine.encode(result.patches)))
      }
    }
    let url = canonicalURL(state)
    if url.target != shownURL.target {
      shownURL = url
      let style = forced ?? screen.urlChange(from: shownState, to: state)
      pending.append(.url(url.target, style == .push ? .push : .replace))
    }
    shownState = state
    let title = screen.title(state)
    if title != shownTitle {
      shownTitle = title
      pending.append(.title(title))
    }
    await drain()
  }

  /// The screen's URL for `state`, keeping the opener's mark.
  private func canonicalURL(_ state: S.State) -> StateURL {
    var url = screen.codec.url(for: state)
    url.query += marks
    return url
  }

  /// Hands pending updates to the session in order, one drainer at a time.
  private func drain() async {
    guard !draining, let outlet else { return }
    draining = true
    while !pending.isEmpty {
      await outlet.send(pending.removeFirst())
    }
    draining = false
  }

  // MARK: Routes

  private func follow(_ route: Route) async {
    switch route {
    case .navigate(let navigation):
      guard let url = await hub.navigate(navigation, from: canonicalURL(store.state)) else {
        logger.warning(
          "navigation to an unknown screen", metadata: ["to": "\(navigation.destination)"])
        return
      }
      pending.append(.navigate(url))
    case .returnResult(let result):
      guard let mark = marks.first?.value,
        let url = await hub.returnResult(result, openerMark: mark)
      else {
        logger.notice("a result with no opener to return to", metadata: ["screen": "\(S.name)"])
        return
      }
      pending.append(.navigate(url))
    case .broadcast(let broadcast):
      await hub.publish(broadcast)
    }
    await drain()
  }
}
