/// The likes every session sees: one instance is shared by all tabs, so a
/// like deleted in one is gone for the others. Newest first; paged by
/// cursor (the id of the last like shown), so a deletion never shifts the
/// next page.
///
/// ```swift
/// let likes = LikeRepository()
/// let first = await likes.page(after: nil, limit: 15)
/// _ = await likes.delete(first.likes[0].id)
/// ```
public actor LikeRepository {
  private var likes: [Like]

  /// A repository holding `likes` (any order; it keeps them newest first).
  public init(likes: [Like] = Like.samples()) {
    self.likes = likes.sorted { $0.id > $1.id }
  }

  /// Up to `limit` likes older than the like `cursor` (from the newest when nil).
  public func page(after cursor: Like.ID?, limit: Int) -> LikePage {
    let rest = cursor.map { cursor in likes.drop { $0.id >= cursor } } ?? likes[...]
    let page = Array(rest.prefix(max(0, limit)))
    return LikePage(likes: page, hasMore: rest.count > page.count, total: likes.count)
  }

  /// Deletes the like `id`; whether it was still there (a racing delete from
  /// another tab may have removed it first).
  public func delete(_ id: Like.ID) -> Bool {
    guard let index = likes.firstIndex(where: { $0.id == id }) else { return false }
    likes.remove(at: index)
    return true
  }

  /// How many likes there are.
  public var count: Int { likes.count }
}

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
