/// A screen that a navigation message can lead to, with the state it opens in. The name
/// is stable across releases: the host uses it to find the screen.
///
/// ```swift
/// extension MonsterDetail: Destination {
///   struct State: Codable, Sendable { var id: Int }
///   static let name = "monster-detail"
/// }
/// ```
public protocol Destination: Sendable {
  /// The state the screen opens in.
  associatedtype State: Codable & Sendable
  /// The screen's stable name.
  static var name: String { get }
}

/// A request to show a destination in a given state.
public struct Navigation: Sendable {
  /// How the new screen relates to the current history entry.
  public enum Style: Hashable, Sendable {
    /// A new history entry (back returns here).
    case push
    /// Replaces the current entry.
    case replace
  }

  /// The destination's stable name.
  public let destination: String
  /// The state the destination opens in.
  public let state: any Codable & Sendable
  /// Push or replace.
  public let style: Style
  private let destinationType: Any.Type

  /// Navigation to `destination` in `state`.
  public init<D: Destination>(to destination: D.Type, state: D.State, style: Style = .push) {
    self.destination = D.name
    self.state = state
    self.style = style
    self.destinationType = destination
  }

  /// The state, typed, if this navigation leads to `destination`.
  public func state<D: Destination>(for destination: D.Type) -> D.State? {
    guard destinationType == destination else { return nil }
    return state as? D.State
  }
}

/// A value handed back to the screen that opened the current one.
public struct ScreenResult: Sendable {
  /// The value itself.
  public let payload: any Sendable

  /// Wraps a value.
  public init(_ payload: some Sendable) { self.payload = payload }

  /// The value, if it has type `T`.
  public func value<T>(as type: T.Type) -> T? { payload as? T }
}

/// What sessions can observe for broadcasts; each topic fixes its message type.
///
/// ```swift
/// struct LikesChanged: BroadcastTopic { typealias Message = Int; var monsterID: Int }
/// ```
public protocol BroadcastTopic: Hashable, Sendable {
  /// The message sent on this topic.
  associatedtype Message: Sendable
}

/// A message for every session observing a topic.
public struct Broadcast: Sendable {
  /// The topic, compared by value.
  public let topic: AnyHashableSendableTopic
  /// The message.
  public let message: any Sendable

  /// A message on `topic`.
  public init<T: BroadcastTopic>(_ topic: T, _ message: T.Message) {
    self.topic = AnyHashableSendableTopic(topic)
    self.message = message
  }

  /// The message, typed, if this broadcast is on `topic`.
  public func message<T: BroadcastTopic>(on topic: T) -> T.Message? {
    guard self.topic == AnyHashableSendableTopic(topic) else { return nil }
    return message as? T.Message
  }
}

/// A type-erased broadcast topic, hashable so the host can index sessions by it.
public struct AnyHashableSendableTopic: Hashable, Sendable {
  /// The topic value.
  public let base: any BroadcastTopic
  private let equals: @Sendable (any BroadcastTopic) -> Bool
  private let hashInto: @Sendable (inout Hasher) -> Void

  /// Wraps a topic.
  public init<T: BroadcastTopic>(_ topic: T) {
    base = topic
    equals = { ($0 as? T) == topic }
    hashInto = { hasher in
      hasher.combine(ObjectIdentifier(T.self))
      hasher.combine(topic)
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.equals(rhs.base) }
  public func hash(into hasher: inout Hasher) { hashInto(&hasher) }
}
