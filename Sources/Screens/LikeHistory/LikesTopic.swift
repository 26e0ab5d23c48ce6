import Trellis

/// The broadcast topic of the shared likes: the message is the id of a like
/// that was deleted, so every session showing the list drops it.
public struct LikesTopic: BroadcastTopic {
  public typealias Message = Like.ID

  /// The one topic of the shared likes.
  public init() {}
}
