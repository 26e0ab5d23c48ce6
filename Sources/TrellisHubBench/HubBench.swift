import ArgumentParser
import Foundation
import Logging
import PostgresNIO
import Trellis
import TrellisPostgres

/// `trellis-hub-bench --database-url URL`: two PostgreSQL hubs (two nodes,
/// each its own pool and listening connection) on one database; measures a
/// broadcast's latency from publish on one to delivery on the other, one at
/// a time, then the broadcasts per second sustained by concurrent
/// publishers. `scripts/hub-bench` starts a throwaway server and runs it.
@main
struct HubBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis-hub-bench", abstract: "Measures the PostgreSQL hub across two nodes.")

  @Option(help: "The database (postgres://USER@HOST:PORT/DB).")
  var databaseURL: String

  @Option(help: "Broadcasts timed one at a time.")
  var messages = 1_000

  @Option(help: "Broadcasts for the throughput run.")
  var burst = 5_000

  @Option(help: "Concurrent publishers in the throughput run.")
  var publishers = 8

  func run() async throws {
    let endpoint = try PostgresEndpoint(url: databaseURL)
    var logger = Logger(label: "hub-bench")
    logger.logLevel = .error
    let first = PostgresClient(
      configuration: endpoint.clientConfiguration, backgroundLogger: logger)
    let second = PostgresClient(
      configuration: endpoint.clientConfiguration, backgroundLogger: logger)
    let types = SharedMessageTypes(topics: [BenchTopic.self])
    let publisher = PostgresMessageHub(
      client: first, endpoint: endpoint, types: types, logger: logger, resolve: { _ in nil })
    let listener = PostgresMessageHub(
      client: second, endpoint: endpoint, types: types, logger: logger, resolve: { _ in nil })
    let arrivals = Arrivals()
    await listener.subscribe(
      "bench", to: [AnyHashableSendableTopic(BenchTopic())],
      deliver: { broadcast in
        if let sequence = broadcast.message(on: BenchTopic()) { await arrivals.arrived(sequence) }
      })
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { await first.run() }
      group.addTask { await second.run() }
      group.addTask { try await publisher.run() }
      group.addTask { try await listener.run() }
      try await publisher.untilListening()
      try await listener.untilListening()
      try await measure(publisher, arrivals)
      group.cancelAll()
    }
  }

  private func measure(_ publisher: PostgresMessageHub, _ arrivals: Arrivals) async throws {
    let clock = ContinuousClock()
    var latencies: [Duration] = []
    for sequence in 0..<messages {
      let start = clock.now
      await publisher.publish(Broadcast(BenchTopic(), sequence))
      await arrivals.until(sequence + 1)
      latencies.append(clock.now - start)
    }
    latencies.sort()
    func percentile(_ p: Double) -> String {
      let duration = latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))]
      return String(
        format: "%.2f ms",
        Double(duration.components.attoseconds) / 1e15
          + Double(duration.components.seconds) * 1e3)
    }
    print("latency over \(messages) broadcasts: p50 \(percentile(0.5)), p99 \(percentile(0.99))")

    let start = clock.now
    let base = messages
    let perPublisher = burst / max(publishers, 1)
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<publishers {
        group.addTask {
          for offset in 0..<perPublisher {
            await publisher.publish(Broadcast(BenchTopic(), base + index * perPublisher + offset))
          }
        }
      }
    }
    let total = perPublisher * publishers
    let published = clock.now - start
    await arrivals.until(base + total)
    let seconds =
      Double((clock.now - start).components.attoseconds) / 1e18
      + Double((clock.now - start).components.seconds)
    print(
      String(
        format:
          "throughput: %d broadcasts from %d publishers: published in %.2f s, "
          + "delivered in %.2f s: %.0f broadcasts/s",
        total, publishers, Self.seconds(published), seconds, Double(total) / seconds))
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// The benchmark's topic.
struct BenchTopic: SharedTopic {
  typealias Message = Int
  static let sharedName = "bench"
}

/// How many broadcasts the listening node received.
actor Arrivals {
  private var count = 0
  private var waiter: (target: Int, continuation: CheckedContinuation<Void, Never>)?

  func arrived(_ sequence: Int) {
    count += 1
    if let waiter, count >= waiter.target {
      self.waiter = nil
      waiter.continuation.resume()
    }
  }

  /// Returns once `target` broadcasts arrived.
  func until(_ target: Int) async {
    guard count < target else { return }
    await withCheckedContinuation { waiter = (target, $0) }
  }
}
