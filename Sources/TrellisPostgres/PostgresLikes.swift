import Logging
import PostgresNIO
import Screens

/// The likes in PostgreSQL (`trellis_likes`), shared by every node: a like
/// deleted through one node is gone for all. ``prepare(seed:)`` creates the
/// table and fills it with the samples the first time only, even when
/// several nodes start at once.
///
/// ```swift
/// let likes = PostgresLikes(client: client)
/// try await likes.prepare()
/// AnyScreen(LikeHistory(repository: likes))
/// ```
public struct PostgresLikes: LikeRepository {
  private let client: PostgresClient
  private let logger: Logger

  /// Likes over `client` (which the caller runs).
  public init(client: PostgresClient, logger: Logger = Logger(label: "trellis.likes")) {
    self.client = client
    self.logger = logger
  }

  /// Creates the table when missing and, the first time it is created
  /// anywhere, fills it with `seed`. Later starts (and a node starting beside
  /// another) wait on the same lock and find it seeded.
  public func prepare(seed: [Like] = Like.samples()) async throws {
    try await client.withTransaction(logger: logger) { connection in
      try await connection.query("SELECT pg_advisory_xact_lock(726300003)", logger: logger)
      try await connection.query(
        """
        CREATE TABLE IF NOT EXISTS trellis_likes (
          id bigint PRIMARY KEY, who text NOT NULL, what text NOT NULL, minute bigint NOT NULL)
        """, logger: logger)
      try await connection.query(
        "CREATE TABLE IF NOT EXISTS trellis_seeds (name text PRIMARY KEY)", logger: logger)
      var fresh = false
      for try await _ in try await connection.query(
        "INSERT INTO trellis_seeds (name) VALUES ('likes') ON CONFLICT DO NOTHING RETURNING name",
        logger: logger)
      {
        fresh = true
      }
      guard fresh else { return }
      try await connection.query(
        """
        INSERT INTO trellis_likes (id, who, what, minute)
        SELECT * FROM unnest(\(seed.map(\.id))::bigint[], \(seed.map(\.who))::text[],
          \(seed.map(\.what))::text[], \(seed.map(\.minute))::bigint[])
        ON CONFLICT (id) DO NOTHING
        """, logger: logger)
    }
  }

  public func page(after cursor: Like.ID?, limit: Int) async throws -> LikePage {
    let limit = max(0, limit)
    var likes: [Like] = []
    var total = 0
    let rows = try await client.query(
      """
      SELECT id, who, what, minute, (SELECT count(*) FROM trellis_likes)
      FROM trellis_likes WHERE id < \(cursor ?? Int.max) ORDER BY id DESC LIMIT \(limit + 1)
      """, logger: logger)
    for try await (id, who, what, minute, count) in rows.decode(
      (Int, String, String, Int, Int).self)
    {
      likes.append(Like(id: id, who: who, what: what, minute: minute))
      total = count
    }
    if likes.isEmpty { total = try await count() }
    let hasMore = likes.count > limit
    return LikePage(likes: Array(likes.prefix(limit)), hasMore: hasMore, total: total)
  }

  public func delete(_ id: Like.ID) async throws -> Bool {
    var deleted = false
    for try await _ in try await client.query(
      "DELETE FROM trellis_likes WHERE id = \(id) RETURNING id", logger: logger)
    {
      deleted = true
    }
    return deleted
  }

  public func count() async throws -> Int {
    var total = 0
    for try await count in try await client.query(
      "SELECT count(*) FROM trellis_likes", logger: logger
    ).decode(Int.self) {
      total = count
    }
    return total
  }
}
