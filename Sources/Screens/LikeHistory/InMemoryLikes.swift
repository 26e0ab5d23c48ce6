/// The likes of one process, in memory: the default ``LikeRepository``.
///
/// ```swift
/// let likes = InMemoryLikes(likes: Like.samples(count: 40))
/// let first = await likes.page(after: nil, limit: 15)
/// ```
public actor InMemoryLikes: LikeRepository {
  private var likes: [Like]

  /// A repository holding `likes` (any order; it keeps them newest first).
  public init(likes: [Like] = Like.samples()) {
    self.likes = likes.sorted { $0.id > $1.id }
  }

  public func page(after cursor: Like.ID?, limit: Int) -> LikePage {
    let rest = cursor.map { cursor in likes.drop { $0.id >= cursor } } ?? likes[...]
    let page = Array(rest.prefix(max(0, limit)))
    return LikePage(likes: page, hasMore: rest.count > page.count, total: likes.count)
  }

  public func delete(_ id: Like.ID) -> Bool {
    guard let index = likes.firstIndex(where: { $0.id == id }) else { return false }
    likes.remove(at: index)
    return true
  }

  public func count() -> Int { likes.count }
}
