import Logging
import PostgresNIO
import Trellis
import WebHost

/// The ``MessageHub`` of a cluster of nodes sharing one PostgreSQL database:
/// openers and results live in tables, so a result handed back on one node
/// is taken on another; a broadcast is a row of `trellis_messages`, its id
/// sent by `NOTIFY`, and every node delivers each row once to each of its
/// subscribed sessions (catching up after a lost connection). Broadcasts on
/// topics that are not ``SharedTopic``s reach this node's sessions only.
///
/// Run it (``run()``, or as a service) beside its running `client`:
///
/// ```swift
/// let hub = PostgresMessageHub(
///   client: client, endpoint: endpoint, types: SharedMessageTypes(topics: [LikesTopic.self]),
///   resolve: ScreenCatalog.destinations(screens))
/// try await hub.run()
/// ```
public actor PostgresMessageHub: MessageHub {
  let client: PostgresClient
  let endpoint: PostgresEndpoint
  let types: SharedMessageTypes
  let retention: HubRetention
  let logger: Logger
  private let resolve: @Sendable (Navigation) -> StateURL?
  private var subscribers = TopicSubscribers()
  private var localResults: [String: ScreenResult] = [:]
  private var localResultOrder: [String] = []
  private var warnedTypes: Set<String> = []
  /// The id of the last message this node delivered (nil before ``run()``).
  var lastDelivered: Int64?
  /// Wakes the delivery loop: a notification came, or the listener (re)connected.
  let wakes: AsyncStream<Void>
  let wake: AsyncStream<Void>.Continuation

  /// How many times the listening connection has been established.
  public internal(set) var listenerConnections = 0
  /// The server process of the listening connection, while it is up.
  public internal(set) var listenerBackend: Int32?
  /// How many messages this node read from the table and delivered.
  public internal(set) var messagesDelivered = 0
  /// How long the last message delivered took from its publication to its
  /// reading here, on the database's clock (the nodes' clocks may differ).
  public internal(set) var lastDeliveryDelay: Duration?

  private static let maxLocalResults = 10_000

  /// A hub over `client` (which the caller runs); `endpoint` is where its
  /// dedicated listening connection goes, `types` what crosses nodes, and
  /// `resolve` maps a navigation to its destination's URL.
  public init(
    client: PostgresClient, endpoint: PostgresEndpoint, types: SharedMessageTypes,
    retention: HubRetention = HubRetention(), logger: Logger = Logger(label: "trellis.hub"),
    resolve: @escaping @Sendable (Navigation) -> StateURL?
  ) {
    self.client = client
    self.endpoint = endpoint
    self.types = types
    self.retention = retention
    self.logger = logger
    self.resolve = resolve
    (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
  }

  public func navigate(_ navigation: Navigation, from opener: StateURL) async -> String? {
    guard var target = resolve(navigation) else { return nil }
    let mark = RandomID.make()
    let url = URLMarks.split(opener).screen.target
    do {
      try await execute("INSERT INTO trellis_openers (mark, url) VALUES (\(mark), \(url))")
    } catch {
      logger.error("navigation not recorded", metadata: ["error": "\(String(reflecting: error))"])
      return nil
    }
    target.query.append(.init(URLMarks.opener, mark))
    return target.target
  }

  public func returnResult(_ result: ScreenResult, openerMark: String) async -> String? {
    let encoded: (name: String, json: String)?
    do { encoded = try types.encode(result) } catch {
      logger.error("result not encoded", metadata: ["error": "\(error)"])
      return nil
    }
    let query: PostgresQuery
    if let encoded {
      query = """
        WITH opener AS (SELECT url FROM trellis_openers WHERE mark = \(openerMark)),
        kept AS (
          INSERT INTO trellis_results (mark, type, payload)
          SELECT \(openerMark), \(encoded.name), \(encoded.json)::jsonb FROM opener
          ON CONFLICT (mark) DO UPDATE
            SET type = excluded.type, payload = excluded.payload, created_at = now())
        SELECT url FROM opener
        """
    } else {
      warnOnce(String(reflecting: type(of: result.payload)), "result type is not a SharedResult")
      query = "SELECT url FROM trellis_openers WHERE mark = \(openerMark)"
    }
    let url: String?
    do { url = try await first(query, as: String.self) } catch {
      logger.error("result not kept", metadata: ["error": "\(String(reflecting: error))"])
      return nil
    }
    guard let url, var opener = try? StateURL(parsing: url) else { return nil }
    if encoded == nil { keepLocally(result, openerMark) }
    opener.query.append(.init(URLMarks.result, openerMark))
    return opener.target
  }

  public func takeResult(_ resultMark: String) async -> ScreenResult? {
    if let local = localResults.removeValue(forKey: resultMark) { return local }
    do {
      let row = try await first(
        "DELETE FROM trellis_results WHERE mark = \(resultMark) RETURNING type, payload::text",
        as: (String, String).self)
      guard let (name, json) = row else { return nil }
      return try types.decodeResult(name: name, json: json)
    } catch {
      logger.error("result not taken", metadata: ["error": "\(String(reflecting: error))"])
      return nil
    }
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

  /// Stores `broadcast` for every node (each delivers it to its own
  /// subscribers, this one included, as the row comes back); returns how
  /// many sessions of this node subscribe to its topic. A topic that is not
  /// a ``SharedTopic`` is delivered here at once, to this node's sessions only.
  @discardableResult
  public func publish(_ broadcast: Broadcast) async -> Int {
    let encoded: (name: String, json: String)?
    do { encoded = try types.encode(broadcast) } catch {
      logger.error("broadcast not encoded", metadata: ["error": "\(error)"])
      return 0
    }
    guard let encoded else {
      warnOnce(String(reflecting: type(of: broadcast.topic.base)), "topic is not a SharedTopic")
      let receivers = receivers(of: broadcast.topic)
      for deliver in receivers { await deliver(broadcast) }
      return receivers.count
    }
    do {
      try await execute("SELECT trellis_publish(\(encoded.name), \(encoded.json)::jsonb)")
    } catch {
      logger.error("broadcast not published", metadata: ["error": "\(String(reflecting: error))"])
      return 0
    }
    return subscribers.count(of: broadcast.topic)
  }

  /// This node's subscribers of `topic`.
  func receivers(of topic: AnyHashableSendableTopic) -> [TopicSubscribers.Deliver] {
    subscribers.receivers(of: topic)
  }

  private func keepLocally(_ result: ScreenResult, _ mark: String) {
    if localResults.updateValue(result, forKey: mark) == nil { localResultOrder.append(mark) }
    if localResultOrder.count > Self.maxLocalResults {
      localResults[localResultOrder.removeFirst()] = nil
    }
  }

  func warnOnce(_ typeName: String, _ problem: String) {
    guard warnedTypes.insert(typeName).inserted else { return }
    logger.warning(
      "\(problem): it stays on this node", metadata: ["type": "\(typeName)"])
  }
}

extension PostgresMessageHub: HubLagReporting {
  /// The delay of the last broadcast delivered on this node (`/health`, `/metrics`).
  public func lag() async -> Duration? { lastDeliveryDelay }
}
