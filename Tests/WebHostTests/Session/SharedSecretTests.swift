import Foundation
import Screens
import Testing

@testable import WebHost

/// A gallery-like host keyed by `secret`, as each node of a cluster is.
private func node(_ secret: SharedSecret) throws -> WebHost {
  try WebHost(screens: [AnyScreen(Counter())], pageTokens: PageTokens(secret: secret))
}

@Suite struct SharedSecretTests {
  let text = String(repeating: "cluster-secret-", count: 3)

  @Test func twoHostsWithTheSameSecretAcceptEachOthersPages() async throws {
    let first = try node(SharedSecret(text))
    let second = try node(SharedSecret(text))
    let token = first.sessions.pageTokens.issue()
    let (session, _) = try await second.sessions.join(
      .init(pageToken: token, sessionID: nil, lastBatch: 0, url: "/counter?count=2"))
    #expect(await second.sessions.session(session.id) != nil)
    #expect(second.sessions.pageTokens.isValid(token, maxAge: .seconds(60)))
  }

  @Test func aHostWithAnotherSecretRefusesThem() async throws {
    let first = try node(SharedSecret(text))
    let other = try node(SharedSecret(text + "x"))
    let token = first.sessions.pageTokens.issue()
    #expect(!other.sessions.pageTokens.isValid(token, maxAge: .seconds(60)))
    await #expect(throws: ProtocolError.self) {
      _ = try await other.sessions.join(
        .init(pageToken: token, sessionID: nil, lastBatch: 0, url: "/counter?count=2"))
    }
  }

  @Test func comesFromTheEnvironmentAndMustBeLongEnough() throws {
    #expect(try SharedSecret.fromEnvironment([:]) == nil)
    #expect(try SharedSecret.fromEnvironment(["TRELLIS_SECRET": ""]) == nil)
    #expect(try SharedSecret.fromEnvironment(["TRELLIS_SECRET": text]) != nil)
    #expect(throws: SharedSecretError.self) {
      _ = try SharedSecret.fromEnvironment(["TRELLIS_SECRET": "short"])
    }
  }

  @Test func keysForDifferentPurposesDiffer() throws {
    let secret = try SharedSecret(text)
    let bytes = { (purpose: String) in secret.key(for: purpose).withUnsafeBytes { Array($0) } }
    #expect(bytes("a") == bytes("a"))
    #expect(bytes("a") != bytes("b"))
  }

  @Test func signedURLsFromOneNodeReadOnAnother() throws {
    let codec = { (secret: SharedSecret) in
      SignedStateCodec(
        QueryStateCodec(path: "/counter", initial: CounterState()) {
          QueryParameter("count", \.count)
        }, key: secret.key(for: "counter URLs"))
    }
    let url = try codec(SharedSecret(text)).url(for: CounterState(count: 7))
    #expect(try codec(SharedSecret(text)).state(from: url) == CounterState(count: 7))
    #expect(throws: URLStateError.self) { _ = try codec(SharedSecret(text + "x")).state(from: url) }
  }
}
