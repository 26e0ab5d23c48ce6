import Crypto
import Synchronization
import Testing
import WebHost

@Suite struct PageTokensTests {
  @Test func acceptsItsOwnFreshTokensOnly() {
    let elapsed = Mutex(Duration.seconds(1000))
    let tokens = PageTokens(clock: { elapsed.withLock { $0 } })
    let token = tokens.issue()
    #expect(tokens.isValid(token, maxAge: .seconds(60)))
    #expect(!PageTokens().isValid(token, maxAge: .seconds(60)))
    #expect(
      !tokens.isValid(
        String(token.dropLast()) + (token.hasSuffix("A") ? "B" : "A"), maxAge: .seconds(60)))
    #expect(!tokens.isValid("short", maxAge: .seconds(60)))
    elapsed.withLock { $0 += .seconds(61) }
    #expect(!tokens.isValid(token, maxAge: .seconds(60)))
  }

  @Test func tokensAreDistinct() {
    let tokens = PageTokens()
    #expect(Set((0..<100).map { _ in tokens.issue() }).count == 100)
  }
}
