import Testing
import WebHost

/// The subscriber table every hub keeps.
@Suite struct TopicSubscribersTests {
  private struct Room: BroadcastTopic {
    typealias Message = Int
    var name: String
  }

  private let delivered = Delivered()

  @Test func aSubscriberHearsItsTopicsOnlyAndASecondSubscribeReplacesTheFirst() async {
    var table = TopicSubscribers()
    let (a, b) = (
      AnyHashableSendableTopic(Room(name: "a")), AnyHashableSendableTopic(Room(name: "b"))
    )
    table.subscribe("one", to: [a, b], deliver: delivered.to("one"))
    table.subscribe("two", to: [a], deliver: delivered.to("two"))
    #expect(table.count(of: a) == 2 && table.count(of: b) == 1)
    for deliver in table.receivers(of: b) { await deliver(Broadcast(Room(name: "b"), 1)) }
    #expect(await delivered.names == ["one"])

    table.subscribe("one", to: [a], deliver: delivered.to("one"))
    #expect(table.count(of: b) == 0 && table.receivers(of: b).isEmpty)
    table.unsubscribe("two")
    table.subscribe("one", to: [], deliver: delivered.to("one"))
    #expect(table.count(of: a) == 0)
  }
}

/// Who was handed a broadcast, in order.
private actor Delivered {
  var names: [String] = []

  nonisolated func to(_ name: String) -> TopicSubscribers.Deliver {
    { _ in await self.add(name) }
  }

  private func add(_ name: String) { names.append(name) }
}
