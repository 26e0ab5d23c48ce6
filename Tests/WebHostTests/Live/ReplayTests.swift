import Foundation
import MarkupValidation
import Screens
import Testing

@testable import WebHost

/// A process that can be "restarted": each ``start()`` is a fresh registry
/// and catalog (nothing of the old sessions survives) with the same key.
private struct Restartable {
  let keyFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("trellis-replay-\(UUID().uuidString).key").path

  func start() throws -> SessionRegistry {
    let catalog = ScreenCatalog(
      [AnyScreen(Counter()), AnyScreen(Todo())],
      validation: .enabled { issues in preconditionFailure("markup issues: \(issues)") })
    return SessionRegistry(factory: catalog, pageTokens: try PageTokens(keyFile: keyFile))
  }
}

/// The page a browser shows for `url` of `screen`: the tree its session
/// mounted (ids from 1), the DOM having its shape.
func shownPage<S: Screen>(_ screen: S, _ url: String) throws -> Node<S.Action> {
  let state = try screen.codec.state(from: StateURL(parsing: url))
  var ids = HandlerIDs()
  return mount(screen.view(state), ids: &ids)
}

/// What live.js sends for an event on the first element of `tree` (in
/// document order) bound to `event` that `matches`: its path and the
/// fingerprints of the elements on the way, computed from the page.
func replayTarget<Action: Sendable>(
  in tree: Node<Action>, _ event: EventName, where matches: (Element<Action>) -> Bool
) throws -> ReplayTarget {
  func search(_ node: Node<Action>, _ path: [Int], _ prints: [UInt32]) -> ReplayTarget? {
    guard case .element(let element) = node, let text = node.textContent else { return nil }
    let prints = prints + [ReplayTarget.fingerprint(tag: element.tag, text: text)]
    if element.events.contains(where: { $0.event == event }) && matches(element) {
      return ReplayTarget(event: event, path: path, fingerprints: prints)
    }
    for (index, child) in element.children.enumerated() {
      if let found = search(child, path + [index], prints) { return found }
    }
    return nil
  }
  return try #require(search(tree, [], []))
}

func attribute<Action: Sendable>(_ name: String, _ value: String) -> (Element<Action>) -> Bool {
  { $0.attributes.contains { $0.name == name && $0.value == value } }
}

/// Joins `registry` as the browser does after a restart: the page's token
/// and the session the old process held; reads what the join sends.
private func rejoin(
  _ registry: SessionRegistry, token: String, lost: String, url: String
) async throws -> (Session, Int, [ServerMessage]) {
  let (session, socket) = try await registry.join(
    .init(pageToken: token, sessionID: lost, lastBatch: 7, url: url))
  return (session, socket, await take(20, from: session, socket: socket))
}

/// The replayed event `sequence`: the page's stale handler id, its target by path.
private func replayed(
  _ sequence: Int, _ target: ReplayTarget, _ payload: EventPayload = EventPayload()
) -> ClientMessage {
  .event(ClientEvent(sequence: sequence, handler: 2, payload: payload, target: target))
}

@Suite(.timeLimit(.minutes(1))) struct ReplayTests {
  @Test func aSessionLostWithTheProcessIsRebuiltFromTheURLWithItsWholeView() async throws {
    let process = Restartable()
    let old = try process.start()
    let token = old.pageTokens.issue()
    let (lost, _) = try await old.join(
      .init(pageToken: token, sessionID: nil, lastBatch: 0, url: "/counter?count=3"))
    let restarted = try process.start()
    let (session, _, messages) = try await rejoin(
      restarted, token: token, lost: lost.id, url: "/counter?count=3")
    #expect(session.id != lost.id)
    guard case .joined(let joined) = messages.first,
      case .update(let first) = messages.dropFirst().first
    else {
      Issue.record("joined, then the first update: \(messages)")
      return
    }
    #expect(joined.resumed == false && joined.lastSequence == 0)
    // The browser shows a tree this session never had: batch 1 replaces the root.
    #expect(first.batch == 1 && first.operationsJSON?.hasPrefix("[[9,") == true)
    #expect(first.title == "Counter: 3")
  }

  @Test func aClickIsReplayedAfterARestart() async throws {
    let process = Restartable()
    let token = try process.start().pageTokens.issue()
    let plus = try replayTarget(
      in: shownPage(Counter(), "/counter?count=3"), .click, where: attribute("id", "plus"))
    let (session, socket, _) = try await rejoin(
      try process.start(), token: token, lost: "AAAAAAAAAAAAAAAAAAAAAA", url: "/counter?count=3")
    await session.receive(replayed(1, plus), from: socket)
    await session.receive(replayed(2, plus), from: socket)
    let urls = await take(20, from: session, socket: socket).compactMap { message in
      if case .update(let update) = message { update.url } else { nil }
    }
    #expect(urls == ["/counter?count=4", "/counter?count=5"])
  }

  @Test func inputSubmitAndKeydownAreReplayedAfterARestart() async throws {
    let process = Restartable()
    let token = try process.start().pageTokens.issue()
    // input, then submit, into the new-todo form.
    let shown = try shownPage(Todo(), "/todo?todo1=Milk")
    let title = try replayTarget(in: shown, .input, where: attribute("id", "new-title"))
    let form = try replayTarget(in: shown, .submit, where: attribute("id", "new-todo"))
    let (session, socket, _) = try await rejoin(
      try process.start(), token: token, lost: "AAAAAAAAAAAAAAAAAAAAAA", url: "/todo?todo1=Milk")
    await session.receive(replayed(1, title, EventPayload(value: "Eggs")), from: socket)
    await session.receive(
      replayed(2, form, EventPayload(form: [FormField(name: "title", value: "Eggs")])), from: socket
    )
    let after = await take(20, from: session, socket: socket)
    #expect(
      after.contains {
        if case .update(let u) = $0 {
          u.sequence == 1 && u.operationsJSON?.contains("Eggs") == true
        } else {
          false
        }
      })
    #expect(
      after.contains {
        if case .update(let u) = $0 { u.url == "/todo?todo1=Milk&todo2=Eggs" } else { false }
      })
    #expect(!after.contains { if case .error = $0 { true } else { false } })

    // keydown: Escape in the edit field leaves editing.
    let editing = try shownPage(Todo(), "/todo?edit=1&todo1=Milk")
    let escape = try replayTarget(in: editing, .keydown, where: attribute("id", "edit-title"))
    let (again, socket2, _) = try await rejoin(
      try process.start(), token: token, lost: "BBBBBBBBBBBBBBBBBBBBBB",
      url: "/todo?edit=1&todo1=Milk")
    await again.receive(replayed(1, escape, EventPayload(key: "Escape")), from: socket2)
    let left = await take(20, from: again, socket: socket2)
    #expect(
      left.contains { if case .update(let u) = $0 { u.url == "/todo?todo1=Milk" } else { false } })
  }

  @Test func anEventWhoseRowIsGoneIsReportedNotAppliedToTheRowNowInItsPlace() async throws {
    let process = Restartable()
    let token = try process.start().pageTokens.issue()
    // The page showed Eggs then Milk; the rebuilt screen has only Milk, at Eggs's place.
    let shown = try shownPage(Todo(), "/todo?todo1=Eggs&todo2=Milk")
    let deleteEggs = try replayTarget(
      in: shown, .click, where: attribute("aria-label", "Delete “Eggs”"))
    let (session, socket, _) = try await rejoin(
      try process.start(), token: token, lost: "AAAAAAAAAAAAAAAAAAAAAA", url: "/todo?todo2=Milk")
    await session.receive(replayed(1, deleteEggs), from: socket)
    let answer = await take(20, from: session, socket: socket)
    #expect(
      answer.contains {
        if case .error(let e) = $0 { e.code == .staleEvent && e.sequence == 1 } else { false }
      })
    #expect(answer.contains(.ack(sequence: 1)))
    #expect(!answer.contains { if case .update = $0 { true } else { false } }, "Milk stays")
  }

  @Test func aDoubleClickOnADeleteDeletesOnceAndReportsTheSecond() async throws {
    let process = Restartable()
    let token = try process.start().pageTokens.issue()
    let shown = try shownPage(Todo(), "/todo?todo1=Eggs&todo2=Milk")
    let deleteEggs = try replayTarget(
      in: shown, .click, where: attribute("aria-label", "Delete “Eggs”"))
    let (session, socket, _) = try await rejoin(
      try process.start(), token: token, lost: "AAAAAAAAAAAAAAAAAAAAAA",
      url: "/todo?todo1=Eggs&todo2=Milk")
    await session.receive(replayed(1, deleteEggs), from: socket)
    await session.receive(replayed(2, deleteEggs), from: socket)
    let answer = await take(20, from: session, socket: socket)
    #expect(
      answer.contains { if case .update(let u) = $0 { u.url == "/todo?todo2=Milk" } else { false } }
    )
    #expect(
      answer.contains {
        if case .error(let e) = $0 { e.code == .staleEvent && e.sequence == 2 } else { false }
      })
  }

  @Test func theLostSessionsHandlerIdsResolveToNothingInTheRebuiltOne() async throws {
    let process = Restartable()
    let token = try process.start().pageTokens.issue()
    let (session, socket, _) = try await rejoin(
      try process.start(), token: token, lost: "AAAAAAAAAAAAAAAAAAAAAA", url: "/counter?count=3")
    // The page's id 2 (“+”), sent without a target: unknown, never another element.
    await session.receive(.event(ClientEvent(sequence: 1, handler: 2)), from: socket)
    let answer = await take(20, from: session, socket: socket)
    #expect(
      answer.contains { if case .error(let e) = $0 { e.code == .unknownHandler } else { false } })
    #expect(!answer.contains { if case .update(let u) = $0 { u.url != nil } else { false } })
  }

  @Test func aPageTokenFromBeforeARestartIsValidWithTheSameKeyFile() throws {
    let process = Restartable()
    let token = try process.start().pageTokens.issue()
    #expect(try process.start().pageTokens.isValid(token, maxAge: .seconds(60)))
    #expect(!PageTokens().isValid(token, maxAge: .seconds(60)))
  }
}
