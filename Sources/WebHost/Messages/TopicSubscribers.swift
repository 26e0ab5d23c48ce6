import Runtime

/// The live sessions of one process and the topics each listens to: the
/// table every ``MessageHub`` keeps, whether it carries broadcasts within
/// the process or between processes.
///
/// ```swift
/// var table = TopicSubscribers()
/// table.subscribe("session-1", to: [AnyHashableSendableTopic(LikesTopic())]) { broadcast in … }
/// for deliver in table.receivers(of: broadcast.topic) { await deliver(broadcast) }
/// ```
public struct TopicSubscribers: Sendable {
  /// How a subscriber is handed a broadcast.
  public typealias Deliver = @Sendable (Broadcast) async -> Void

  private var subscribers: [String: (topics: Set<AnyHashableSendableTopic>, deliver: Deliver)] =
    [:]
  private var byTopic: [AnyHashableSendableTopic: Set<String>] = [:]

  /// An empty table.
  public init() {}

  /// Registers `subscriber` for `topics` (replacing what it listened to
  /// before; no topics forgets it).
  public mutating func subscribe(
    _ subscriber: String, to topics: Set<AnyHashableSendableTopic>, deliver: @escaping Deliver
  ) {
    unsubscribe(subscriber)
    guard !topics.isEmpty else { return }
    subscribers[subscriber] = (topics, deliver)
    for topic in topics { byTopic[topic, default: []].insert(subscriber) }
  }

  /// Forgets `subscriber`.
  public mutating func unsubscribe(_ subscriber: String) {
    guard let old = subscribers.removeValue(forKey: subscriber) else { return }
    for topic in old.topics {
      byTopic[topic]?.remove(subscriber)
      if byTopic[topic]?.isEmpty == true { byTopic[topic] = nil }
    }
  }

  /// The subscribers of `topic`, each as its delivery.
  public func receivers(of topic: AnyHashableSendableTopic) -> [Deliver] {
    (byTopic[topic] ?? []).compactMap { subscribers[$0]?.deliver }
  }

  /// How many subscribers `topic` has.
  public func count(of topic: AnyHashableSendableTopic) -> Int { byTopic[topic]?.count ?? 0 }
}
