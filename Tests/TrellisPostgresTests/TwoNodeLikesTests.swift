import PostgresNIO
import Screens
import Testing
import Trellis
import TrellisPostgres
import TrellisTesting
import WebHost

/// The likes end to end on two nodes (two in-process apps, each with its own
/// hub, on one database): a like deleted on one node's page disappears from
/// a page on the other.
@Suite struct TwoNodeLikesTests {
  @Test func aLikeDeletedOnOneNodeDisappearsFromThePageOfAnother() async throws {
    try await withPostgres { server in
      try await withClient(server) { client in
        let likes = PostgresLikes(client: client, logger: testLogger)
        try await likes.prepare()
        let screens = [AnyScreen(LikeHistory(repository: likes))]
        let types = SharedMessageTypes(topics: [LikesTopic.self])
        let resolve = ScreenCatalog.destinations(screens)
        try await withHub(server, types: types, resolve: resolve) { first in
          try await withHub(server, types: types, resolve: resolve) { second in
            let here = try await TestApp(screens, hub: first).open("/likes")
            let there = try await TestApp(screens, hub: second).open("/likes")
            // The loads sleep on the test clocks, then read the database
            // (real time, which a loaded machine stretches): polled, not assumed.
            try await here.advance(by: .milliseconds(300))
            try await there.advance(by: .milliseconds(300))
            try await within(.seconds(30), "the first pages") {
              while try await !here.has("#like-120") { try await here.settle() }
              while try await !there.has("#like-120") { try await there.settle() }
            }

            try await here.click("#like-120 .like-delete")
            try await here.advance(by: .milliseconds(400))
            try await within(.seconds(30), "the deletion on the other node") {
              while try await there.has("#like-120") { try await there.settle() }
              while try await here.has("#like-120") { try await here.settle() }
            }
            #expect(try await likes.count() == 119)
          }
        }
      }
    }
  }
}
