import Trellis

/// The broadcast topic of the shared likes: the message is the id of a like
/// that was deleted, so every session showing the list drops it. Shared, so
/// a deletion on one node reaches the sessions of every node.
public struct LikesTopic: SharedTopic {
  public typealias Message = Like.ID

  /// The topic's name across nodes.
  public static let sharedName = "likes"

  /// The one topic of the shared likes.
  public init() {}
}
