import Foundation
import Trellis

/// The broadcast topics and results that cross nodes, by their stable names:
/// a node encodes a ``SharedTopic``'s broadcast (or a ``SharedResult``) as
/// JSON and every node decodes it with the type registered under its name.
/// A shared type that is not registered stays on its node, as a type that is
/// not shared does.
///
/// ```swift
/// let types = SharedMessageTypes(topics: [LikesTopic.self], results: [MonsterDeletion.self])
/// ```
public struct SharedMessageTypes: Sendable {
  private var topics: [String: @Sendable (Data) throws -> Broadcast] = [:]
  private var results: [String: @Sendable (Data) throws -> ScreenResult] = [:]

  /// Registers `topics` and `results`; a later type with an earlier name is ignored.
  public init(topics: [any SharedTopic.Type] = [], results: [any SharedResult.Type] = []) {
    for topic in topics { register(topic) }
    for result in results { register(result) }
  }

  /// The names of the registered topics.
  public var topicNames: Set<String> { Set(topics.keys) }

  /// The broadcast as its topic's name and JSON; `nil` when its topic is
  /// not shared or not registered here (no node could decode it).
  func encode(_ broadcast: Broadcast) throws -> (name: String, json: String)? {
    guard let topic = broadcast.topic.base as? any SharedTopic,
      topics[type(of: topic).sharedName] != nil
    else { return nil }
    return try Self.encode(topic, broadcast)
  }

  /// The broadcast stored under `name`; `nil` when no topic has that name here.
  func decodeBroadcast(name: String, json: String) throws -> Broadcast? {
    try topics[name].map { try $0(Data(json.utf8)) }
  }

  /// The result as its type's name and JSON; `nil` when its type is not
  /// shared or not registered here.
  func encode(_ result: ScreenResult) throws -> (name: String, json: String)? {
    guard let value = result.payload as? any SharedResult,
      results[type(of: value).sharedName] != nil
    else { return nil }
    return try Self.encode(value)
  }

  /// The result stored under `name`; `nil` when no result type has that name here.
  func decodeResult(name: String, json: String) throws -> ScreenResult? {
    try results[name].map { try $0(Data(json.utf8)) }
  }

  private mutating func register<T: SharedTopic>(_ type: T.Type) {
    guard topics[T.sharedName] == nil else { return }
    topics[T.sharedName] = { data in
      let envelope = try JSONDecoder().decode(Envelope<T>.self, from: data)
      return Broadcast(envelope.topic, envelope.message)
    }
  }

  private mutating func register<T: SharedResult>(_ type: T.Type) {
    guard results[T.sharedName] == nil else { return }
    results[T.sharedName] = { data in ScreenResult(try JSONDecoder().decode(T.self, from: data)) }
  }

  private static func encode<T: SharedTopic>(_ topic: T, _ broadcast: Broadcast) throws -> (
    name: String, json: String
  )? {
    guard let message = broadcast.message(on: topic) else { return nil }
    let data = try JSONEncoder().encode(Envelope(topic: topic, message: message))
    return (T.sharedName, String(decoding: data, as: UTF8.self))
  }

  private static func encode<T: SharedResult>(_ value: T) throws -> (name: String, json: String) {
    (T.sharedName, String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
  }

  /// A broadcast as stored: the topic value beside its message.
  private struct Envelope<T: SharedTopic>: Codable {
    var topic: T
    var message: T.Message
  }
}
