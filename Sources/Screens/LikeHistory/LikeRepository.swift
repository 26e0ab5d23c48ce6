/// Where the likes every session sees live: one instance is shared by all
/// tabs (and, on a database, all nodes), so a like deleted in one is gone for
/// the others. Newest first; paged by cursor (the id of the last like shown),
/// so a deletion never shifts the next page. ``InMemoryLikes`` is the default.
///
/// ```swift
/// let likes: any LikeRepository = InMemoryLikes()
/// let first = try await likes.page(after: nil, limit: 15)
/// _ = try await likes.delete(first.likes[0].id)
/// ```
public protocol LikeRepository: Sendable {
  /// Up to `limit` likes older than the like `cursor` (from the newest when nil).
  func page(after cursor: Like.ID?, limit: Int) async throws -> LikePage

  /// Deletes the like `id`; whether it was still there (a racing delete from
  /// another tab may have removed it first).
  func delete(_ id: Like.ID) async throws -> Bool

  /// How many likes there are.
  func count() async throws -> Int
}
