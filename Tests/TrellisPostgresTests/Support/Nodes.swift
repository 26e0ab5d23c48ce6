import Foundation
import Logging
import PostgresNIO
import Trellis
import TrellisPostgres

/// Runs `body` with a running client of `server`'s database.
@discardableResult
func withClient<T: Sendable>(
  _ server: TestPostgres, _ body: @Sendable (PostgresClient) async throws -> T
) async throws -> T {
  let client = PostgresClient(
    configuration: server.endpoint.clientConfiguration, backgroundLogger: testLogger)
  return try await withThrowingTaskGroup(of: T?.self) { group in
    group.addTask {
      await client.run()
      return nil
    }
    defer { group.cancelAll() }
    return try await body(client)
  }
}

/// Runs `body` with a node's hub (its own client and listening connection)
/// once it listens.
func withHub<T: Sendable>(
  _ server: TestPostgres, retention: HubRetention = HubRetention(),
  types: SharedMessageTypes = SharedMessageTypes(topics: [Chat.self], results: [Pick.self]),
  resolve: @escaping @Sendable (Navigation) -> StateURL? = Detail.resolve,
  _ body: @Sendable (PostgresMessageHub) async throws -> T
) async throws -> T {
  try await withClient(server) { client in
    let hub = PostgresMessageHub(
      client: client, endpoint: server.endpoint, types: types, retention: retention,
      logger: testLogger, resolve: resolve)
    return try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask {
        try await hub.run()
        return nil
      }
      defer { group.cancelAll() }
      try await within(.seconds(60)) { try await hub.untilListening() }
      return try await body(hub)
    }
  }
}

/// Runs `body` with two nodes of the same cluster.
func withTwoHubs<T: Sendable>(
  _ server: TestPostgres, retention: HubRetention = HubRetention(),
  _ body: @Sendable (PostgresMessageHub, PostgresMessageHub) async throws -> T
) async throws -> T {
  try await withHub(server, retention: retention) { first in
    try await withHub(server, retention: retention) { second in try await body(first, second) }
  }
}

let testLogger: Logger = {
  var logger = Logger(label: "trellis.postgres.tests")
  // TRELLIS_TEST_LOG=debug shows what the hubs did.
  logger.logLevel =
    ProcessInfo.processInfo.environment["TRELLIS_TEST_LOG"].flatMap { Logger.Level(rawValue: $0) }
    ?? .critical
  return logger
}()

/// `work`, or a failure naming what did not happen within `limit` (generous:
/// the machine may be loaded).
func within<T: Sendable>(
  _ limit: Duration, _ what: String = "the awaited event",
  _ work: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await work() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw Command.Failure(description: "\(what) did not happen within \(limit)")
    }
    defer { group.cancelAll() }
    return try await group.next()!
  }
}
