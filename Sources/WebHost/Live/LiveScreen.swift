import Logging
import NIOCore
import Trellis

/// The live binding of one mounted ``Screen``, and the one serial owner of
/// its live path: the screen's reducer loop (a `StoreCore`), the last tree
/// sent and the handler ids that tree carries. An event, or an action an
/// effect sent, is reduced, viewed, diffed, encoded and handed to the
/// session in one pass; the ``Session`` it serves shares this actor's
/// executor, so that hand-over does not queue.
actor LiveScreen<S: Screen>: SessionContent, EventLoopBound {
  let screen: S
  /// Where this screen and its session run: the joining socket's loop.
  private nonisolated let executor: ScreenExecutor
  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.unownedExecutor }
  nonisolated var eventLoop: (any EventLoop)? { executor.eventLoop }
  private let core: StoreCore<S.State, S.Action, S.Environment>
  private let hub: any MessageHub
  private let validation: RenderValidation
  private let logger: Logger
  /// The reserved route parameters the URL keeps (the opener's mark).
  private var marks: [StateURL.Item]
  private let resultMark: String?
  private let mount: ScreenMount<S>
  private var tree: Node<S.Action>
  private var ids: HandlerIDs
  /// The handlers of `tree`, kept up to date by mount and diff.
  private var index: HandlerIndex<S.Action>
  /// The state `tree` shows.
  private var shown: S.State
  /// The URL the browser shows, and the state it was made from.
  private var shownURL: StateURL
  private var urlState: S.State
  private var shownTitle: String
  private var topics: Set<AnyHashableSendableTopic> = []
  private var outlet: SessionOutlet?
  /// What a detached session did not show: with no socket to send to, a
  /// state change is not viewed or diffed (a running timer would otherwise
  /// render for the whole grace period); the next socket gets one diff.
  private var unshown: (style: Navigation.Style?, pending: Bool) = (nil, false)
  private var deliver: StoreCore<S.State, S.Action, S.Environment>.Deliver?
  /// Whether the first update replaces the whole root instead of a diff
  /// (the browser shows a prerendered page whose state this session lacks).
  private var replacesRoot: Bool
  /// The tree this session was rebuilt with, when it replaces a lost one:
  /// replayed events name their targets by position in the page the lost
  /// session left, which is this tree when the URL held that page's state.
  private var replayBase: Node<S.Action>?
  /// How the first URL enters history when the session was entered by a
  /// live navigation; `nil` otherwise.
  private var entryStyle: Navigation.Style?
  /// Routes and hub subscriptions run in tasks that exist only while there
  /// is work (an idle session keeps no task waiting); they talk to other
  /// actors, so they stay out of the render pass.
  private let routeWorker = OnDemandWorker<ScreenMessage>()
  /// Made when the screen first has topics (most never do, and an idle
  /// session should not keep a worker, its handler and a subscriber id);
  /// `nil` while the hub never heard of this session.
  private var subscriptions: OnDemandWorker<Subscription>?

  /// Mounts `screen` at `url`, or, given the entry its page was
  /// prerendered in, in that entry's state with its environment.
  init(
    screen: S, url: StateURL, hub: any MessageHub, clock: any Clock<Duration>,
    validation: RenderValidation, development: Bool = false, logger: Logger,
    prerendered: PrerenderCache.Entry? = nil, engine: ViewEngine<S.Action> = ViewEngine(),
    request: ScreenRequest = ScreenRequest()
  ) throws(URLStateError) {
    let mount = ScreenMount(screen: screen, engine: engine)
    let (decoded, marks) = try mount.decode(url)
    self.executor = ScreenExecutor.forNewScreen()
    self.mount = mount
    self.screen = screen
    self.hub = hub
    self.validation = validation
    self.logger = logger
    // The fault list stays in the URL until the state first changes (the
    // faults are then spent: a reload after a successful retry must not fail again).
    self.marks = marks.filter { $0.name == URLMarks.opener || $0.name == URLMarks.faults }
    self.resultMark = marks.first { $0.name == URLMarks.result }?.value
    let routeWorker = routeWorker
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
      environment = mount.environment(
        messages: MessageSender { routeWorker.push($0) }, clock: clock, marks: marks,
        development: development, request: request)
      // The page was prerendered but its state is gone (expired, evicted,
      // another server): the browser shows a tree this session never had.
      replacesRoot = screen.prerenderAction(decoded) != nil
    }
    core = StoreCore(
      initialState: state, reducer: screen.reducer, environment: environment, clock: clock)
    (tree, ids, index) = mount.tree(state)
    shown = state
    // What the browser shows; the first `show` replaces it with the
    // canonical URL when they differ (a collected result mark is dropped).
    shownURL = url
    urlState = state
    // A replaced root comes with its title, whatever the page had.
    shownTitle = replacesRoot ? "" : screen.title(state)
  }

  func start(_ outlet: SessionOutlet) async {
    self.outlet = outlet
    routeWorker.bind { [weak self] route in await self?.follow(route) }
    if let subscriptions { bindSubscriptions(subscriptions) }
    if replayBase != nil {
      // The browser shows the lost session's tree: replace it whole, with
      // this session's ids, before anything changes it.
      await outlet.send(.patch(operationsJSON: rootReplacement()))
    }
    if let mark = resultMark, let result = await hub.takeResult(mark),
      let action = screen.action(forResult: result)
    {
      core.process(action, deliver: deliverer())
    }
    if let action = screen.appearAction(core.state) { core.process(action, deliver: deliverer()) }
    if replacesRoot {
      replacesRoot = false
      if let operations = await snapshot() { await outlet.send(.patch(operationsJSON: operations)) }
    }
    await show(style: entryStyle)
    entryStyle = nil
  }

  func enterByNavigation(push: Bool) async {
    // The browser shows another screen: the root, URL and title all go.
    replacesRoot = true
    shownURL = StateURL(path: "")
    shownTitle = ""
    entryStyle = push ? .push : .replace
  }

  func apply(_ event: ClientEvent) async throws(ProtocolError) {
    let handler: EventHandler<S.Action>
    if let target = event.target {
      guard let found = replayedHandler(target) else {
        throw ProtocolError(
          .staleEvent,
          "the page changed while the server was away: a \(target.event.rawValue) no longer has "
            + "its element, so it was not applied", sequence: event.sequence)
      }
      handler = found
    } else {
      // Live events again: the replay is over.
      replayBase = nil
      guard let found = self.handler(for: event.handler) else {
        throw ProtocolError(
          .unknownHandler, "no handler \(event.handler) in the current view",
          sequence: event.sequence)
      }
      handler = found
    }
    guard let action = handler.action(for: event.payload) else { return }
    // Shown now, so the batch goes out with the event's acknowledgement.
    await reduceAndShow(action)
  }

  /// Reduces `action` and shows the new state in the same pass.
  private func reduceAndShow(_ action: S.Action) async {
    core.process(action, deliver: deliverer())
    await show()
  }

  /// The limits of the upload binding with id `id` in the last tree sent.
  func uploadLimits(handler id: Int) -> UploadLimits? {
    guard index.handler(for: id, event: .upload) != nil else { return nil }
    return tree.binding(for: id)?.options.upload
  }

  /// Turns a step of an upload into the screen's action, if the upload
  /// binding `id` is still in the tree; returns whether it was.
  func applyUpload(handler id: Int, _ event: UploadEvent) async -> Bool {
    guard let handler = index.handler(for: id, event: .upload) else { return false }
    if let action = handler.action(for: EventPayload(upload: event)) {
      await reduceAndShow(action)
    }
    return true
  }

  /// The binding behind handler id `id` in the last tree sent: the one
  /// place the live path looks a handler up.
  private func handler(for id: Int) -> EventHandler<S.Action>? {
    index.handler(for: id)
  }

  /// The handler a replayed event reaches: its target resolved by path in
  /// the tree the session was rebuilt with, then through that element's
  /// handler id in the current tree (an element an earlier replayed event
  /// removed is gone, as it would have been for the lost session).
  private func replayedHandler(_ target: ReplayTarget) -> EventHandler<S.Action>? {
    guard let id = target.handlerID(in: replayBase ?? tree) else { return nil }
    return index.handler(for: id, event: target.event)
  }

  func rebuildForReplay() async {
    // Ids from a random base: no id the lost session handed out resolves
    // here by accident (the lost one counted from 1).
    ids = HandlerIDs(startingAt: Int.random(in: 1 << 40..<1 << 52))
    remount(shown)
    replayBase = tree
    // The root is replaced (in `start`), and the title comes with it.
    replacesRoot = false
    shownTitle = ""
  }

  func restore(_ url: StateURL) async throws(ProtocolError) {
    let screenURL = URLMarks.split(url).screen
    guard screenURL.path == screen.path else {
      throw ProtocolError(.invalidURL, "“\(url.path.prefix(64))” is not the path of this screen")
    }
    let state: S.State
    do throws(URLStateError) {
      state = try screen.codec.state(from: screenURL)
    } catch {
      throw ProtocolError(.invalidURL, error.message)
    }
    // Work started for the abandoned state must not overwrite this one; the
    // restored state then starts as a freshly mounted one would.
    core.replaceState(with: state)
    urlState = state
    if let action = screen.appearAction(state) { core.process(action, deliver: deliverer()) }
    // The browser's entry is replaced with the canonical URL, even when
    // unchanged: a URL message sent before the pop may have overwritten it.
    shownURL = StateURL(path: "")
    await show(style: .replace)
  }

  func snapshot() async -> String? {
    remount(core.state)
    return rootReplacement()
  }

  /// Mounts a whole new tree for `state` (new handler ids, a new index).
  private func remount(_ state: S.State) {
    index = HandlerIndex()
    tree = mount.engine.mount(screen.view(state), ids: &ids, index: &index)
    shown = state
  }

  /// The patch that replaces the browser's whole root with `tree`.
  private func rootReplacement() -> String {
    mount.engine.encode([Patch<S.Action>.replace(path: [], node: tree)])
  }

  func resume(showing url: String) async {
    if unshown.pending { await show(style: unshown.style) }
    guard url != shownURL.target, let outlet else { return }
    await outlet.send(.url(shownURL.target, .replace))
    if !shownTitle.isEmpty { await outlet.send(.title(shownTitle)) }
  }

  func stop() async {
    core.shutdown()
    subscriptions?.push(.none)
  }

  // MARK: Effects and broadcasts

  private func deliverer() -> StoreCore<S.State, S.Action, S.Environment>.Deliver {
    if let deliver { return deliver }
    let made: StoreCore<S.State, S.Action, S.Environment>.Deliver = { [weak self] delivery in
      await self?.receive(delivery)
    }
    deliver = made
    return made
  }

  /// An action from an effect: reduced and shown in one pass, unless its
  /// effect was cancelled on the way.
  private func receive(_ delivery: StoreCore<S.State, S.Action, S.Environment>.Delivery) async {
    if core.receive(delivery, deliver: deliverer()) { await show() }
  }

  private func hear(_ broadcast: Broadcast) async {
    guard let action = screen.action(forBroadcast: broadcast) else { return }
    await reduceAndShow(action)
  }

  // MARK: Rendering

  /// Sends what changed between what the browser shows and the current
  /// state; a URL change enters history as `style` says, or as the
  /// screen's `urlChange` decides. Nothing is sent when nothing changed.
  private func show(style forced: Navigation.Style? = nil) async {
    let state = core.state
    let newTopics = Set(screen.topics(state))
    if newTopics != topics {
      topics = newTopics
      subscriptionWorker().push(.topics(newTopics))
    }
    guard let outlet else { return }
    guard outlet.hasSocket else {
      unshown = (forced ?? unshown.style, true)
      return
    }
    unshown = (nil, false)
    if state != shown {
      shown = state
      marks.removeAll { $0.name == URLMarks.faults }
      let next = screen.view(state)
      if validation.isEnabled { validation.check(next) }
      let result = mount.engine.diff(tree, consume next, ids: &ids, index: &index)
      let replaced = tree
      tree = result.tree
      if !result.patches.isEmpty {
        await outlet.send(.patch(operationsJSON: mount.engine.encode(result.patches)))
      }
      freeAfterWriting(replaced, result)
    }
    let url = canonicalURL(state)
    if url.target != shownURL.target {
      shownURL = url
      let style = forced ?? screen.urlChange(from: urlState, to: state)
      await outlet.send(.url(url.target, style == .push ? .push : .replace))
    }
    urlState = state
    let title = screen.title(state)
    if title != shownTitle {
      shownTitle = title
      await outlet.send(.title(title))
    }
  }

  /// Frees the tree a diff replaced, and the new nodes it discarded, in a
  /// job of this executor queued now: behind the session's writer turn that
  /// the update queued, so the frame leaves first (`trellis-bench`'s
  /// release: 0.34 ms for a replaced 1,000-row table, 0.05 ms after a
  /// select among 1,000 lazy rows). The same job then merges the freed
  /// blocks (``FreedMemory``).
  private func freeAfterWriting(_ tree: consuming Node<S.Action>, _ diff: consuming Diff<S.Action>)
  {
    var garbage: (Node<S.Action>, Diff<S.Action>)? = (tree, diff)
    Task {
      self.assertIsolated()
      _ = garbage.take()
      FreedMemory.merge()
    }
  }

  /// The screen's URL for `state`, keeping the opener's mark.
  private func canonicalURL(_ state: S.State) -> StateURL {
    var url = screen.codec.url(for: state)
    url.query += marks
    return url
  }

  // MARK: Routes

  /// What the session listens to at the hub.
  private enum Subscription: Sendable {
    case topics(Set<AnyHashableSendableTopic>)
    case none
  }

  /// The worker that keeps the hub's subscription, made on first use;
  /// like the routes, it handles nothing before ``start(_:)``.
  private func subscriptionWorker() -> OnDemandWorker<Subscription> {
    if let subscriptions { return subscriptions }
    let worker = OnDemandWorker<Subscription>()
    subscriptions = worker
    if outlet != nil { bindSubscriptions(worker) }
    return worker
  }

  private func bindSubscriptions(_ worker: OnDemandWorker<Subscription>) {
    let hub = hub
    let subscriber = RandomID.make()
    worker.bind { [weak self] subscription in
      switch subscription {
      case .topics(let topics):
        await hub.subscribe(subscriber, to: topics) { [weak self] broadcast in
          await self?.hear(broadcast)
        }
      case .none:
        await hub.unsubscribe(subscriber)
      }
    }
  }

  private func follow(_ route: ScreenMessage) async {
    switch route {
    case .navigate(let navigation):
      guard let url = await hub.navigate(navigation, from: canonicalURL(core.state)) else {
        logger.warning(
          "navigation to an unknown screen", metadata: ["to": "\(navigation.destination)"])
        return
      }
      await outlet?.send(.navigate(url))
    case .returnResult(let result):
      guard let mark = marks.first(where: { $0.name == URLMarks.opener })?.value,
        let url = await hub.returnResult(result, openerMark: mark)
      else {
        logger.notice("a result with no opener to return to", metadata: ["screen": "\(S.name)"])
        return
      }
      await outlet?.send(.navigate(url))
    case .broadcast(let broadcast):
      await hub.publish(broadcast)
    }
  }
}
