import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import NIOWebSocket
import Synchronization
import Testing
import WSCore
import WebHost

/// Routes between live sessions over real sockets: navigation, a result
/// handed back to the opener, a broadcast to another session.
@Suite(.timeLimit(.minutes(1))) struct MessageSessionTests {
  @Test func aDeletedItemIsGoneWhenTheListIsShownAgain() async throws {
    let host = makeRouteHost()
    _ = try await makeApplication(host).test(.live) { client in
      let detailURL = Mutex<String?>(nil)
      // The list opens item 2: the browser is told to load the detail page.
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: "/items"))
        _ = try await reader.next("joined")
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: 2)))
        let navigate = try await reader.next("navigate")
        detailURL.withLock { $0 = navigate?["url"] as? String }
      }
      let detail = try #require(detailURL.withLock { $0 })
      #expect(detail.hasPrefix("/item?id=2&_o="))
      // The detail page deletes its item: the browser goes back to the list.
      let listURL = Mutex<String?>(nil)
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: detail))
        _ = try await reader.next("joined")
        try await outbound.send(.event(ClientEvent(sequence: 1, handler: 1)))
        let navigate = try await reader.next("navigate")
        listURL.withLock { $0 = navigate?["url"] as? String }
      }
      let list = try #require(listURL.withLock { $0 })
      let listTarget = try StateURL(parsing: list)
      #expect(listTarget.path == "/items" && listTarget.value(URLMarks.result) != nil)
      // The list, shown again, receives the result: item 2 is removed.
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var reader = FrameReader(inbound)
        try await outbound.send(join(host, url: list))
        _ = try await reader.next("joined")
        let patch = try #require(try await reader.next("patch"))
        let ops = try JSONSerialization.data(withJSONObject: patch["ops"] ?? [])
        #expect(String(decoding: ops, as: UTF8.self) == "[[8,1]]")
        let url = try #require(try await reader.next("url")?["url"] as? String)
        let state = try ItemList().codec.state(from: StateURL(parsing: url))
        #expect(state.items == [1, 3] && !url.contains("_r="))
      }
    }
  }

  @Test func aLikeInOneSessionAppearsInAnother() async throws {
    let host = makeRouteHost()
    _ = try await makeApplication(host).test(.live) { client in
      try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
        inbound, outbound, _ in
        var watcher = FrameReader(inbound)
        try await outbound.send(join(host, url: "/likes"))
        _ = try await watcher.next("joined")
        try await client.ws("/live", configuration: wsConfiguration(port: client.port)) {
          inbound, outbound, _ in
          var liker = FrameReader(inbound)
          try await outbound.send(join(host, url: "/likes"))
          _ = try await liker.next("joined")
          try await outbound.send(.event(ClientEvent(sequence: 1, handler: 1)))
          #expect(try await liker.next("url")?["url"] as? String == "/likes?n=1")
          try await outbound.close(.normalClosure, reason: nil)
        }
        // The other session shows the like without having sent anything.
        let patch = try #require(try await watcher.next("patch"))
        let ops = try JSONSerialization.data(withJSONObject: patch["ops"] ?? [])
        #expect(String(decoding: ops, as: UTF8.self).contains("♥ 1"))
        #expect(try await watcher.next("url")?["url"] as? String == "/likes?n=1")
        try await outbound.close(.normalClosure, reason: nil)
      }
    }
  }
}
