/// One page of likes, as the repository answers it.
public struct LikePage: Codable, Equatable, Sendable {
  /// The likes, newest first.
  public var likes: [Like]
  /// Whether older likes follow.
  public var hasMore: Bool
  /// How many likes the repository holds in all.
  public var total: Int

  /// Creates a page.
  public init(likes: [Like], hasMore: Bool, total: Int) {
    self.likes = likes
    self.hasMore = hasMore
    self.total = total
  }
}
