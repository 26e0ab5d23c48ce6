import Foundation
import Trellis

/// A shared topic of the tests: chat rooms, each message a number.
struct Chat: SharedTopic {
  typealias Message = Int
  static let sharedName = "test-chat"
  var room: String
}

/// A topic that is not shared: it stays on its node.
struct Local: BroadcastTopic {
  typealias Message = Int
}

/// A shared result.
struct Pick: SharedResult, Equatable {
  static let sharedName = "test-pick"
  var id: Int
}

/// A destination the tests navigate to.
enum Detail: Destination {
  struct State: Codable, Sendable { var id: Int }
  static let name = "detail"

  static let resolve: @Sendable (Navigation) -> StateURL? = { navigation in
    navigation.state(for: Detail.self).map {
      StateURL(path: "/detail", query: [.init("id", "\($0.id)")])
    }
  }
}

/// What one subscriber received, in order.
actor Inbox {
  private(set) var messages: [Int] = []

  func add(_ message: Int) { messages.append(message) }

  /// The messages once there are at least `count` (polled: no fixed sleep decides anything).
  func until(_ count: Int) async throws -> [Int] {
    while messages.count < count { try await Task.sleep(for: .milliseconds(10)) }
    return messages
  }

  /// A delivery function filing `topic`'s messages here.
  nonisolated func receiving(_ topic: Chat) -> @Sendable (Broadcast) async -> Void {
    { broadcast in
      if let message = broadcast.message(on: topic) { await self.add(message) }
    }
  }
}
