import ArgumentParser
import Foundation
import Runtime

/// `trellis-bench runtime`: throughput of one store, the cost of an effect,
/// and the memory of idle stores. Prints medians over `--iterations`.
///
/// ```
/// swift run -c release trellis-bench runtime --iterations 7 --json
/// ```
struct RuntimeBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "runtime",
    abstract: "Store throughput, effect cost and idle-store memory."
  )

  @Option(help: "How many times each measurement runs; the median is reported.")
  var iterations = 5

  @Option(help: "Actions sent per throughput measurement.")
  var actions = 200_000

  @Option(help: "Effects started per effect-cost measurement.")
  var effects = 20_000

  @Option(help: "Idle stores kept alive for the memory measurement.")
  var stores = 10_000

  @Flag(help: "One JSON object per line instead of a table.")
  var json = false

  enum Action: Sendable { case increment, startEffect, startRoundTrip, effectDone }

  /// A trivial reducer: counts, and starts an empty effect when asked.
  static let reducer = Reducer<Int, Action, Void> { count, action, _ in
    switch action {
    case .increment, .effectDone:
      count += 1
      return .none
    case .startEffect:
      return .run { _ in }
    case .startRoundTrip:
      return .run { send in await send(.effectDone) }
    }
  }

  func run() async throws {
    var results: [Measurement] = []
    // Memory first, before other measurements leave freed pages to reuse.
    var kept: [[Store<Int, Action, Void>]] = []
    let memory = try await medianIfAvailable { idleStoreBytes(keeping: &kept) }
    withExtendedLifetime(kept) {}
    kept.removeAll()
    results.append(
      Measurement(
        benchmark: "store.actions_per_second", unit: "actions/s",
        value: try await median { try await actionsPerSecond() }))
    results.append(
      Measurement(
        benchmark: "effect.start_finish", unit: "µs",
        value: try await median { try await effectCost(.startEffect) }))
    results.append(
      Measurement(
        benchmark: "effect.round_trip", unit: "µs",
        value: try await median { try await effectCost(.startRoundTrip) }))
    if let memory {
      results.append(
        Measurement(benchmark: "store.idle_memory", unit: "bytes/store", value: memory))
    }
    print(json ? results.map(\.jsonLine).joined(separator: "\n") : Measurement.table(results))
  }

  private func actionsPerSecond() async throws -> Double {
    let store = Store(initialState: 0, reducer: Self.reducer, environment: ())
    let start = ContinuousClock.now
    for _ in 0..<actions { await store.send(.increment) }
    let elapsed = ContinuousClock.now - start
    guard store.state == actions else { throw ValidationError("the store lost actions") }
    await store.shutdown()
    return Double(actions) / elapsed.seconds
  }

  /// Microseconds per effect, from the send that starts it until all have ended.
  private func effectCost(_ action: Action) async throws -> Double {
    let store = Store(initialState: 0, reducer: Self.reducer, environment: ())
    let start = ContinuousClock.now
    for _ in 0..<effects { await store.send(action) }
    await store.waitForEffects()
    let elapsed = ContinuousClock.now - start
    if action == .startRoundTrip, store.state != effects {
      throw ValidationError("round trips lost actions: \(store.state) of \(effects)")
    }
    await store.shutdown()
    return elapsed.seconds * 1_000_000 / Double(effects)
  }

  /// Resident-memory growth per idle store: the process's resident set
  /// (`/proc/self/statm`) before and after creating the stores. The stores of
  /// every iteration stay alive until the end so freed memory is not reused.
  private func idleStoreBytes(keeping kept: inout [[Store<Int, Action, Void>]]) -> Double? {
    guard let before = Self.residentBytes() else { return nil }
    var batch: [Store<Int, Action, Void>] = []
    batch.reserveCapacity(stores)
    for index in 0..<stores {
      batch.append(Store(initialState: index, reducer: Self.reducer, environment: ()))
    }
    guard let after = Self.residentBytes() else { return nil }
    kept.append(batch)
    return Double(after - before) / Double(stores)
  }

  private static func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  private func median(_ measure: () async throws -> Double) async throws -> Double {
    var values: [Double] = []
    for _ in 0..<max(iterations, 1) { values.append(try await measure()) }
    return values.sorted()[values.count / 2]
  }

  private func medianIfAvailable(_ measure: () async throws -> Double?) async throws -> Double? {
    var values: [Double] = []
    for _ in 0..<max(iterations, 1) {
      guard let value = try await measure() else { return nil }
      values.append(value)
    }
    return values.sorted()[values.count / 2]
  }
}

/// One reported figure.
struct Measurement {
  var benchmark: String
  var unit: String
  var value: Double

  /// `{"benchmark":"…","value":…,"unit":"…"}`.
  var jsonLine: String {
    // Written by hand to keep the key order of the other benchmarks' lines.
    "{\"benchmark\":\(Self.quoted(benchmark)),\"value\":\((value * 1000).rounded() / 1000),\"unit\":\(Self.quoted(unit))}"
  }

  private static func quoted(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// An aligned, human-readable table.
  static func table(_ results: [Measurement]) -> String {
    let width = max(results.map(\.benchmark.count).max() ?? 0, "benchmark".count)
    func pad(_ text: String, _ count: Int) -> String {
      text + String(repeating: " ", count: max(count - text.count, 0))
    }
    var lines = [pad("benchmark", width) + "  " + pad("median", 14) + "  unit"]
    for result in results {
      let value =
        result.value >= 1000
        ? String(format: "%.0f", result.value) : String(format: "%.3f", result.value)
      lines.append(pad(result.benchmark, width) + "  " + pad(value, 14) + "  " + result.unit)
    }
    return lines.joined(separator: "\n")
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  fileprivate var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
