import Synchronization
import Testing
import WebHost

/// The in-process hub on its own: marks, results, subscriptions.
@Suite struct LocalRouteHubTests {
  let hub = LocalMessageHub { navigation in
    navigation.state(for: ItemDetail.self).map { ItemDetail().codec.url(for: $0) }
  }

  @Test func navigationLeadsToTheDestinationMarkedWithItsOpener() async throws {
    let target = try #require(
      await hub.navigate(
        Navigation(to: ItemDetail.self, state: .init(id: 4)), from: StateURL(path: "/items")))
    let url = try StateURL(parsing: target)
    #expect(url.path == "/item" && url.value("id") == "4")
    let mark = try #require(url.value(URLMarks.opener))
    // The result goes back to the opener's URL, marked to collect it once.
    let back = try StateURL(
      parsing: #require(await hub.returnResult(ScreenResult(7), openerMark: mark)))
    #expect(back.path == "/items" && back.value(URLMarks.result) == mark)
    #expect(await hub.takeResult(mark)?.value(as: Int.self) == 7)
    #expect(await hub.takeResult(mark) == nil)
  }

  @Test func unknownDestinationsAndOpenersLeadNowhere() async {
    #expect(
      await hub.navigate(Navigation(to: Likes.self, state: .init()), from: StateURL(path: "/"))
        == nil)
    #expect(await hub.returnResult(ScreenResult(1), openerMark: "nobody") == nil)
  }

  @Test func broadcastsReachEverySubscriberOfTheTopicOnly() async {
    let heard = Mutex<[String]>([])
    for name in ["a", "b"] {
      await hub.subscribe(name, to: [AnyHashableSendableTopic(LikesTopic())]) { broadcast in
        heard.withLock { $0.append("\(name):\(broadcast.message(on: LikesTopic()) ?? -1)") }
      }
    }
    await hub.subscribe("c", to: []) { _ in heard.withLock { $0.append("c") } }
    #expect(await hub.publish(Broadcast(LikesTopic(), 5)) == 2)
    await hub.unsubscribe("a")
    #expect(await hub.publish(Broadcast(LikesTopic(), 6)) == 1)
    #expect(heard.withLock { $0.sorted() } == ["a:5", "b:5", "b:6"])
  }
}
