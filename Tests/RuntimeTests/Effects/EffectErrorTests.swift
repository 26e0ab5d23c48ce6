import Synchronization
import Testing

@testable import Runtime

@Suite struct EffectErrorTests {
  struct Boom: Error, Equatable {}
  enum Action: Equatable, Sendable {
    case load, loadUnhandled
    case failed(String)
    case ping
  }

  static let reducer = Reducer<[String], Action, Void> { log, action, _ in
    switch action {
    case .load:
      return .run(operation: { _ in throw Boom() }, catch: { .failed(String(describing: $0)) })
    case .loadUnhandled:
      return .run { _ in throw Boom() }
    case .failed(let message):
      log.append(message)
      return .none
    case .ping:
      log.append("ping")
      return .none
    }
  }

  @Test func errorBecomesAnActionAndAReport() async {
    let reports = Mutex<[EffectFailure]>([])
    let store = Store(
      initialState: [], reducer: Self.reducer, environment: (),
      onEffectFailure: { failure in reports.withLock { $0.append(failure) } })
    await store.send(.load)
    await store.waitForEffects()
    #expect(store.state == ["Boom()"])
    let report = reports.withLock { $0 }
    #expect(report.count == 1)
    #expect(report.first?.isHandled == true)
    #expect(report.first?.fileID == "RuntimeTests/EffectErrorTests.swift")
    #expect(report.first?.description.contains("RuntimeTests/EffectErrorTests.swift:17") == true)
  }

  @Test func unhandledErrorIsReportedAndTheStoreCarriesOn() async {
    let reports = Mutex<[EffectFailure]>([])
    let store = Store(
      initialState: [], reducer: Self.reducer, environment: (),
      onEffectFailure: { failure in reports.withLock { $0.append(failure) } })
    await store.send(.loadUnhandled)
    await store.waitForEffects()
    await store.send(.ping)
    #expect(store.state == ["ping"])
    #expect(reports.withLock { $0.map(\.isHandled) } == [false])
  }

  @Test func testStoreReceivesTheErrorAction() async {
    let store = TestStore(initialState: [], reducer: Self.reducer, environment: ())
    await store.send(.load)
    await store.receive(.failed("Boom()")) { $0 = ["Boom()"] }
    await store.finish()
    #expect(store.effectFailures.count == 1)
  }

  @Test func testStoreFailsOnAnUnhandledError() async {
    let store = TestStore(initialState: [], reducer: Self.reducer, environment: ())
    await withKnownIssue {
      await store.send(.loadUnhandled)
      await store.finish()
    }
  }
}
