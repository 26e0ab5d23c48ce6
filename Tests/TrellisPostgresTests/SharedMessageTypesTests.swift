import Testing
import Trellis

@testable import TrellisPostgres

/// What crosses nodes: registered shared types, by name, as JSON.
@Suite struct SharedMessageTypesTests {
  let types = SharedMessageTypes(topics: [Chat.self], results: [Pick.self])

  @Test func aRegisteredTopicTravelsByNameAndComesBackEqual() throws {
    let encoded = try #require(try types.encode(Broadcast(Chat(room: "a"), 5)))
    #expect(encoded.name == "test-chat")
    let decoded = try #require(try types.decodeBroadcast(name: encoded.name, json: encoded.json))
    #expect(decoded.message(on: Chat(room: "a")) == 5)
    #expect(decoded.message(on: Chat(room: "b")) == nil)
  }

  @Test func aRegisteredResultTravelsByName() throws {
    let encoded = try #require(try types.encode(ScreenResult(Pick(id: 4))))
    let decoded = try #require(try types.decodeResult(name: encoded.name, json: encoded.json))
    #expect(decoded.value(as: Pick.self) == Pick(id: 4))
  }

  @Test func whatIsNotSharedOrNotRegisteredStaysHome() throws {
    #expect(try types.encode(Broadcast(Local(), 1)) == nil)
    #expect(try SharedMessageTypes().encode(Broadcast(Chat(room: "a"), 1)) == nil)
    #expect(try types.encode(ScreenResult("text")) == nil)
    #expect(try types.decodeBroadcast(name: "unknown", json: "{}") == nil)
  }

  @Test func aMalformedPayloadIsAnErrorNotACrash() {
    #expect(throws: (any Error).self) {
      try types.decodeBroadcast(name: "test-chat", json: "{\"topic\":1}")
    }
  }
}
