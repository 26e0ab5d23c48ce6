/// A broadcast topic whose broadcasts can cross processes: a hub spanning
/// several nodes (PostgreSQL's) stores the topic and its message as JSON under
/// the type's stable name, and decodes them on every other node. A topic that
/// is not shared still works on one node.
///
/// ```swift
/// struct LikesTopic: SharedTopic {
///   typealias Message = Int
///   static let sharedName = "likes"
/// }
/// ```
public protocol SharedTopic: BroadcastTopic, Codable where Message: Codable {
  /// The topic type's name, the same on every node and across releases.
  static var sharedName: String { get }
}

/// A value a screen hands back (``ScreenResult``) that can cross processes:
/// when the opener's session lives on another node, the result travels as
/// JSON under the type's stable name.
///
/// ```swift
/// extension MonsterDeletion: SharedResult { static let sharedName = "monster-deletion" }
/// ```
public protocol SharedResult: Codable, Sendable {
  /// The type's name, the same on every node and across releases.
  static var sharedName: String { get }
}
