import Logging
import PostgresNIO
import ServiceLifecycle
import Trellis

extension PostgresMessageHub: Service {
  /// Creates the tables when missing, then until cancelled (or a graceful
  /// shutdown): listens for new message ids, reconnecting with backoff;
  /// delivers the rows after the last one delivered, after every
  /// notification and every (re)connection; prunes what the retention allows.
  /// Messages published before the hub first starts are not delivered.
  public func run() async throws {
    try await cancelWhenGracefulShutdown {
      try await self.start()
      await withDiscardingTaskGroup { group in
        group.addTask { await self.listen() }
        group.addTask { await self.deliverOnWake() }
        group.addTask { await self.pruneRegularly() }
      }
    }
  }

  /// Waits until the listening connection has been established `count`
  /// times in all and is up (a test's or a start-up script's barrier).
  public func untilListening(connections count: Int = 1) async throws {
    while listenerConnections < count || listenerBackend == nil {
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Deletes the messages, openers and results the retention no longer
  /// keeps; returns how many messages went.
  @discardableResult
  public func prune() async throws -> Int {
    let messageAge = Double(retention.messageAge.components.seconds)
    let openerAge = Double(retention.openerAge.components.seconds)
    let pruned = try await first(
      """
      WITH gone AS (
        DELETE FROM trellis_messages
        WHERE created_at < now() - make_interval(secs => \(messageAge))
          OR id <= (SELECT coalesce(max(id), 0) FROM trellis_messages) - \(retention.messageCount)
        RETURNING 1)
      SELECT count(*) FROM gone
      """, as: Int.self)
    try await execute(
      "DELETE FROM trellis_openers WHERE created_at < now() - make_interval(secs => \(openerAge))")
    try await execute(
      "DELETE FROM trellis_results WHERE created_at < now() - make_interval(secs => \(openerAge))")
    return pruned ?? 0
  }

  private func start() async throws {
    try await untilItWorks("database not ready; retrying", logger: logger) {
      try await execute(HubSchema.create)
      lastDelivered =
        try await first("SELECT coalesce(max(id), 0) FROM trellis_messages", as: Int64.self) ?? 0
    }
  }

  /// The listening connection, reconnected with backoff for as long as the hub runs.
  private nonisolated func listen() async {
    var delay = Duration.milliseconds(50)
    var connectionID = 0
    while !Task.isCancelled {
      connectionID += 1
      do {
        let connection = try await PostgresConnection.connect(
          configuration: endpoint.connectionConfiguration, id: connectionID, logger: logger)
        do {
          var backend: Int32?
          for try await pid in try await connection.query("SELECT pg_backend_pid()", logger: logger)
            .decode(Int32.self)
          {
            backend = pid
          }
          try await connection.listen(on: HubSchema.channel) { notifications in
            await self.listening(backend)
            delay = .milliseconds(50)
            for try await _ in notifications { wake.yield() }
          }
        } catch {
          try? await connection.close()
          throw error
        }
        try? await connection.close()
      } catch {
        if Task.isCancelled { break }
        logger.warning(
          "listening connection lost; reconnecting",
          metadata: ["error": "\(String(reflecting: error))"])
      }
      await notListening()
      try? await Task.sleep(for: delay)
      delay = min(delay * 2, .seconds(5))
    }
    await notListening()
  }

  private func listening(_ backend: Int32?) {
    listenerConnections += 1
    listenerBackend = backend
    // Whatever was published while this node did not listen is read now.
    wake.yield()
  }

  private func notListening() {
    listenerBackend = nil
  }

  /// Delivers after every wake; a failed read is retried with backoff.
  private nonisolated func deliverOnWake() async {
    for await _ in wakes {
      try? await untilItWorks(
        "messages not read; retrying", logger: logger, first: .milliseconds(50)
      ) { try await deliverNewMessages() }
    }
  }

  /// Reads the rows after the last delivered, in id order, and hands each
  /// to this node's subscribers of its topic. Only the delivery loop calls
  /// it, so each row is delivered once: the cursor moves past a row before
  /// its delivery, and publishers commit in id order (``HubSchema``).
  private func deliverNewMessages() async throws {
    let batch = 500
    while let after = lastDelivered {
      var rows: [(Int64, String, String, Double)] = []
      let query: PostgresQuery = """
        SELECT id, topic, payload::text,
          extract(epoch FROM clock_timestamp() - created_at)::float8 FROM trellis_messages
        WHERE id > \(after) ORDER BY id LIMIT \(batch)
        """
      for try await row in try await client.query(query, logger: logger)
        .decode((Int64, String, String, Double).self)
      {
        rows.append(row)
      }
      for (id, name, json, delay) in rows {
        lastDelivered = id
        messagesDelivered += 1
        lastDeliveryDelay = .milliseconds(max(0, (delay * 1000).rounded()))
        let broadcast: Broadcast?
        do { broadcast = try types.decodeBroadcast(name: name, json: json) } catch {
          logger.error(
            "broadcast not decoded", metadata: ["topic": "\(name)", "error": "\(error)"])
          continue
        }
        guard let broadcast else {
          warnOnce(name, "no topic registered under this name")
          continue
        }
        for deliver in receivers(of: broadcast.topic) { await deliver(broadcast) }
      }
      if rows.count < batch { return }
    }
  }

  /// Prunes every ``HubRetention/interval``, and reads anything a lost
  /// notification left behind.
  private nonisolated func pruneRegularly() async {
    while !Task.isCancelled {
      do {
        try await Task.sleep(for: retention.interval)
        try await prune()
      } catch is CancellationError {
        return
      } catch {
        logger.warning("pruning failed", metadata: ["error": "\(String(reflecting: error))"])
      }
      wake.yield()
    }
  }
}
