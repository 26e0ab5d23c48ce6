import Runtime
import Trellis

/// The in-process ``MessageHub``: openers and results in memory, broadcasts
/// delivered directly to the subscribed sessions of this process.
///
/// ```swift
/// let hub = LocalMessageHub { navigation in catalog.url(for: navigation) }
/// ```
public actor LocalMessageHub: MessageHub {
  private let resolve: @Sendable (Navigation) -> StateURL?
  private let maxKept: Int
  private var openers: [String: StateURL] = [:]
  private var openerOrder: [String] = []
  private var results: [String: ScreenResult] = [:]
  private var subscribers = TopicSubscribers()

  /// Creates a hub; `resolve` maps a navigation to its destination's URL,
  /// and at most `maxKept` openers (and results) are remembered.
  public init(maxKept: Int = 10_000, resolve: @escaping @Sendable (Navigation) -> StateURL?) {
    self.resolve = resolve
    self.maxKept = maxKept
  }

  public func navigate(_ navigation: Navigation, from opener: StateURL) async -> String? {
    guard var target = resolve(navigation) else { return nil }
    let mark = RandomID.make()
    openers[mark] = URLMarks.split(opener).screen
    openerOrder.append(mark)
    // Bounded memory: the oldest openers are forgotten first.
    if openerOrder.count > maxKept {
      let dropped = openerOrder.removeFirst()
      openers[dropped] = nil
      results[dropped] = nil
    }
    target.query.append(.init(URLMarks.opener, mark))
    return target.target
  }

  public func returnResult(_ result: ScreenResult, openerMark: String) async -> String? {
    guard var opener = openers[openerMark] else { return nil }
    results[openerMark] = result
    opener.query.append(.init(URLMarks.result, openerMark))
    return opener.target
  }

  public func takeResult(_ resultMark: String) async -> ScreenResult? {
    results.removeValue(forKey: resultMark)
  }

  public func subscribe(
    _ subscriber: String, to topics: Set<AnyHashableSendableTopic>,
    deliver: @escaping @Sendable (Broadcast) async -> Void
  ) async {
    subscribers.subscribe(subscriber, to: topics, deliver: deliver)
  }

  public func unsubscribe(_ subscriber: String) async {
    subscribers.unsubscribe(subscriber)
  }

  @discardableResult
  public func publish(_ broadcast: Broadcast) async -> Int {
    let receivers = subscribers.receivers(of: broadcast.topic)
    for deliver in receivers { await deliver(broadcast) }
    return receivers.count
  }
}
