import PostgresNIO
import Testing
import Trellis
import TrellisPostgres
import WebHost

/// Two hubs on one database are two nodes: what one publishes or keeps, the
/// other delivers or takes.
@Suite struct PostgresMessageHubTests {
  @Test func aBroadcastReachesTheSubscribersOfEveryNodeOnItsTopicOnly() async throws {
    try await withPostgres { server in
      try await withTwoHubs(server) { first, second in
        let here = Inbox()
        let there = Inbox()
        let otherRoom = Inbox()
        let room = Chat(room: "a")
        await first.subscribe(
          "here", to: [AnyHashableSendableTopic(room)], deliver: here.receiving(room))
        await second.subscribe(
          "there", to: [AnyHashableSendableTopic(room)], deliver: there.receiving(room))
        await second.subscribe(
          "other", to: [AnyHashableSendableTopic(Chat(room: "b"))],
          deliver: otherRoom.receiving(Chat(room: "b")))

        #expect(await first.publish(Broadcast(room, 1)) == 1)
        await first.publish(Broadcast(Chat(room: "b"), 100))
        await second.publish(Broadcast(room, 2))
        await first.publish(Broadcast(room, 3))

        let thereReceived = try await within(.seconds(30)) { try await there.until(3) }
        let hereReceived = try await within(.seconds(30)) { try await here.until(3) }
        let otherReceived = try await within(.seconds(30)) { try await otherRoom.until(1) }
        #expect(thereReceived == [1, 2, 3])
        #expect(hereReceived == [1, 2, 3])
        #expect(otherReceived == [100])
        // Each node measured the delay of what it delivered (`/health`'s hub lag).
        let lag = try #require(await second.lag())
        #expect(lag >= .zero && lag < .seconds(30))
      }
    }
  }

  @Test func aTopicThatIsNotSharedStaysOnItsNode() async throws {
    try await withPostgres { server in
      try await withTwoHubs(server) { first, second in
        let local = LocalInbox()
        let remote = LocalInbox()
        let marker = Inbox()
        await first.subscribe(
          "local", to: [AnyHashableSendableTopic(Local())], deliver: { await local.add($0) })
        await second.subscribe(
          "remote", to: [AnyHashableSendableTopic(Local())], deliver: { await remote.add($0) })
        await second.subscribe(
          "marker", to: [AnyHashableSendableTopic(Chat(room: "m"))],
          deliver: marker.receiving(Chat(room: "m")))

        #expect(await first.publish(Broadcast(Local(), 7)) == 1)
        await first.publish(Broadcast(Chat(room: "m"), 1))

        // The shared marker, published after, has arrived: the local one never will.
        _ = try await within(.seconds(30)) { try await marker.until(1) }
        #expect(await local.messages == [7])
        #expect(await remote.messages.isEmpty)
      }
    }
  }

  @Test func aResultHandedBackOnOneNodeIsTakenOnAnother() async throws {
    try await withPostgres { server in
      try await withTwoHubs(server) { first, second in
        let navigation = Navigation(to: Detail.self, state: .init(id: 3))
        let target = try #require(
          await first.navigate(
            navigation, from: StateURL(path: "/list", query: [.init("page", "2")])))
        let detail = try StateURL(parsing: target)
        #expect(detail.path == "/detail")
        let mark = try #require(detail.query.first { $0.name == URLMarks.opener }?.value)

        let back = try #require(
          await second.returnResult(ScreenResult(Pick(id: 3)), openerMark: mark))
        #expect(back == "/list?page=2&\(URLMarks.result)=\(mark)")
        #expect(await first.takeResult(mark)?.value(as: Pick.self) == Pick(id: 3))
        #expect(await second.takeResult(mark) == nil)
        #expect(await second.returnResult(ScreenResult(Pick(id: 1)), openerMark: "nobody") == nil)
        #expect(await first.navigate(Navigation(to: Elsewhere.self, state: 1), from: detail) == nil)
      }
    }
  }

  @Test func broadcastsPublishedWhileANodeLostItsConnectionArriveOnceAfterItReconnects()
    async throws
  {
    try await withPostgres { server in
      try await withTwoHubs(server) { publisher, listener in
        let inbox = Inbox()
        let room = Chat(room: "r")
        await listener.subscribe(
          "s", to: [AnyHashableSendableTopic(room)], deliver: inbox.receiving(room))
        await publisher.publish(Broadcast(room, 0))
        _ = try await within(.seconds(30)) { try await inbox.until(1) }

        let backend = try #require(await listener.listenerBackend)
        try await withClient(server) { admin in
          try await admin.query("SELECT pg_terminate_backend(\(backend))", logger: testLogger)
        }
        for message in 1...5 { await publisher.publish(Broadcast(room, message)) }
        try await within(.seconds(60), "the reconnection") {
          try await listener.untilListening(connections: 2)
        }
        await publisher.publish(Broadcast(room, 6))

        let received = try await within(.seconds(30)) { try await inbox.until(7) }
        #expect(received == Array(0...6))
        #expect(await listener.listenerBackend != backend)
      }
    }
  }

  @Test func broadcastsPublishedAfterTheServerRestartedArriveOnce() async throws {
    try await withPostgres { server in
      try await withTwoHubs(server) { publisher, listener in
        let inbox = Inbox()
        let room = Chat(room: "r")
        await listener.subscribe(
          "s", to: [AnyHashableSendableTopic(room)], deliver: inbox.receiving(room))
        await publisher.publish(Broadcast(room, 0))
        _ = try await within(.seconds(30)) { try await inbox.until(1) }

        try await server.stopServer()
        try await server.startServer()
        // Published before the listener is back: read by its catch-up.
        for message in 1...3 { await publisher.publish(Broadcast(room, message)) }
        try await within(.seconds(60), "the reconnection") {
          try await listener.untilListening(connections: 2)
        }
        await publisher.publish(Broadcast(room, 4))

        let received = try await within(.seconds(30)) { try await inbox.until(5) }
        #expect(received == Array(0...4))
      }
    }
  }

  @Test func pruningKeepsTheNewestMessagesAndDeliveryGoesOn() async throws {
    try await withPostgres { server in
      let retention = HubRetention(messageCount: 3, interval: .seconds(3600))
      try await withTwoHubs(server, retention: retention) { first, second in
        let inbox = Inbox()
        let room = Chat(room: "p")
        await second.subscribe(
          "s", to: [AnyHashableSendableTopic(room)], deliver: inbox.receiving(room))
        for message in 1...10 { await first.publish(Broadcast(room, message)) }
        _ = try await within(.seconds(30)) { try await inbox.until(10) }

        let pruned = try await first.prune()
        let prunedAgain = try await second.prune()
        #expect(pruned == 7)
        #expect(prunedAgain == 0)
        try await withClient(server) { client in
          let ids = try await client.query(
            "SELECT id FROM trellis_messages ORDER BY id", logger: testLogger
          ).decode(Int64.self).reduce(into: []) { $0.append($1) }
          #expect(ids.count == 3)
        }
        await first.publish(Broadcast(room, 11))
        let received = try await within(.seconds(30)) { try await inbox.until(11) }
        #expect(received == Array(1...11))
      }
    }
  }

  @Test func oldMessagesArePrunedByAge() async throws {
    try await withPostgres { server in
      let retention = HubRetention(messageAge: .zero, interval: .seconds(3600))
      try await withHub(server, retention: retention) { hub in
        for message in 1...4 { await hub.publish(Broadcast(Chat(room: "x"), message)) }
        let pruned = try await hub.prune()
        #expect(pruned == 4)
      }
    }
  }
}

/// A destination no test screen resolves.
private enum Elsewhere: Destination {
  typealias State = Int
  static let name = "elsewhere"
}

/// What a subscriber of the local topic received.
private actor LocalInbox {
  private(set) var messages: [Int] = []

  func add(_ broadcast: Broadcast) {
    if let message = broadcast.message(on: Local()) { messages.append(message) }
  }
}
