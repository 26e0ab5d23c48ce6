import PostgresNIO
import Screens
import Testing
import TrellisPostgres

/// The likes in the database: seeded once, paged by cursor, shared by nodes.
@Suite struct PostgresLikesTests {
  @Test func twoNodesStartingTogetherSeedTheSamplesOnce() async throws {
    try await withPostgres { server in
      try await withClient(server) { first in
        try await withClient(server) { second in
          let one = PostgresLikes(client: first, logger: testLogger)
          let other = PostgresLikes(client: second, logger: testLogger)
          async let prepared: Void = one.prepare()
          try await other.prepare()
          try await prepared
          #expect(try await one.count() == 120)
          #expect(
            try await other.page(after: nil, limit: 3).likes == Array(Like.samples().prefix(3)))
        }
      }
    }
  }

  @Test func aDeleteThroughOneNodeIsSeenByAnotherAndNeverReseeded() async throws {
    try await withPostgres { server in
      try await withClient(server) { first in
        try await withClient(server) { second in
          let one = PostgresLikes(client: first, logger: testLogger)
          let other = PostgresLikes(client: second, logger: testLogger)
          try await one.prepare(seed: Like.samples(count: 40))
          try await other.prepare(seed: Like.samples(count: 40))

          let page = try await other.page(after: nil, limit: 15)
          #expect(page.likes.map(\.id) == Array((26...40).reversed()) && page.hasMore)
          #expect(try await one.delete(25))
          #expect(try await !other.delete(25))
          let second = try await other.page(after: 26, limit: 15)
          #expect(second.likes.map(\.id) == Array((10...24).reversed()) && second.total == 39)
          let last = try await one.page(after: 10, limit: 15)
          #expect(last.likes.map(\.id) == Array((1...9).reversed()) && !last.hasMore)
          #expect(
            try await one.page(after: 1, limit: 15)
              == LikePage(likes: [], hasMore: false, total: 39))

          try await one.prepare(seed: Like.samples(count: 40))
          #expect(try await other.count() == 39)
        }
      }
    }
  }
}
