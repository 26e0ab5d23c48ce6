import Testing

@testable import WebHost

@Suite struct DeflateNegotiationTests {
  @Test func noOfferMeansNoCompression() {
    #expect(DeflateNegotiation.accept(offers: [], clientWindowBits: 9) == nil)
    #expect(
      DeflateNegotiation.accept(offers: ["x-webkit-deflate-frame"], clientWindowBits: 9) == nil)
  }

  @Test func aBareOfferKeepsTheServersContextAndNotTheClients() throws {
    let terms = try #require(
      DeflateNegotiation.accept(offers: ["permessage-deflate"], clientWindowBits: 9))
    #expect(terms.clientWindowBits == nil && terms.serverMaxWindowBits == 15)
    #expect(terms.serverKeepsContext)
    #expect(terms.responseHeader == "permessage-deflate; client_no_context_takeover")
  }

  @Test(arguments: [
    ("permessage-deflate; client_max_window_bits", 9),
    ("permessage-deflate; client_max_window_bits=12", 9),
    ("permessage-deflate;client_max_window_bits=\"8\"", 8),
    ("PerMessage-Deflate ; Client_Max_Window_Bits", 9),
  ])
  func aBoundedClientWindowIsAskedWhenOffered(_ offer: String, _ bits: Int) throws {
    let terms = try #require(DeflateNegotiation.accept(offers: [offer], clientWindowBits: 9))
    #expect(terms.clientWindowBits == bits)
    #expect(terms.responseHeader == "permessage-deflate; client_max_window_bits=\(bits)")
  }

  @Test func theConfiguredWindowCapsTheClientsAndIsKeptBetween9And15() throws {
    let offer = ["permessage-deflate; client_max_window_bits"]
    #expect(DeflateNegotiation.accept(offers: offer, clientWindowBits: 12)?.clientWindowBits == 12)
    #expect(DeflateNegotiation.accept(offers: offer, clientWindowBits: 4)?.clientWindowBits == 9)
    #expect(DeflateNegotiation.accept(offers: offer, clientWindowBits: 20)?.clientWindowBits == 15)
  }

  @Test func clientNoContextTakeoverIsAcceptedWhenOffered() throws {
    let terms = try #require(
      DeflateNegotiation.accept(
        offers: ["permessage-deflate; client_no_context_takeover; client_max_window_bits"],
        clientWindowBits: 9))
    #expect(terms.clientWindowBits == nil)
    #expect(terms.responseHeader.hasSuffix("; client_no_context_takeover"))
  }

  @Test func theClientsServerWindowBoundsOurMessagesAndIsAnswered() throws {
    let terms = try #require(
      DeflateNegotiation.accept(
        offers: ["permessage-deflate; server_max_window_bits=10; server_no_context_takeover"],
        clientWindowBits: 9))
    #expect(terms.serverMaxWindowBits == 10)
    #expect(terms.responseHeader.contains("; server_max_window_bits=10"))
    // Asked not to keep its context, the server starts every message afresh.
    #expect(!terms.serverKeepsContext)
    #expect(terms.responseHeader.contains("; server_no_context_takeover"))
  }

  @Test(arguments: [
    "permessage-deflate; server_max_window_bits=8",  // zlib cannot honour 8 bits
    "permessage-deflate; server_max_window_bits=16",
    "permessage-deflate; server_max_window_bits",
    "permessage-deflate; client_max_window_bits=7",
    "permessage-deflate; client_max_window_bits=abc",
    "permessage-deflate; server_no_context_takeover=1",
    "permessage-deflate; client_no_context_takeover; client_no_context_takeover",
    "permessage-deflate; mystery",
    "permessage-deflate; ",
  ])
  func anOfferWeCannotAcceptIsDeclined(_ offer: String) {
    #expect(DeflateNegotiation.accept(offers: [offer], clientWindowBits: 9) == nil)
  }

  @Test func theFirstAcceptableOfferWins() throws {
    let terms = try #require(
      DeflateNegotiation.accept(
        offers: [
          "permessage-deflate; mystery, permessage-deflate; server_max_window_bits=11",
          "permessage-deflate",
        ], clientWindowBits: 9))
    #expect(terms.serverMaxWindowBits == 11)
  }
}
