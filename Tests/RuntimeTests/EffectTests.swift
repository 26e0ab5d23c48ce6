import Testing

@testable import Runtime

@Suite struct EffectTests {
  @Test func mergeDropsNone() {
    let effect = Effect<Int>.merge(.none, .send(1), .none)
    guard case .send(1) = effect.operation else {
      Issue.record("expected a single send, got \(effect.operation)")
      return
    }
  }
}
