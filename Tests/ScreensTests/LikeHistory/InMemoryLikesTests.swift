import Screens
import Testing
import Trellis

/// The in-memory likes: deterministic samples, cursor paging, deletes.
@Suite struct InMemoryLikesTests {
  @Test func theSamplesAreDeterministicNewestFirstAndWithinTheYear() {
    let likes = Like.samples()
    #expect(likes == Like.samples())
    #expect(likes.count == 120)
    #expect(likes.map(\.id) == Array((1...120).reversed()))
    #expect(zip(likes, likes.dropFirst()).allSatisfy { $0.minute > $1.minute })
    #expect(likes.allSatisfy { $0.whenISO.hasPrefix("2025-0") && !$0.who.isEmpty })
    #expect(Set(likes.map(\.who)).count > 30)
  }

  @Test func datesReadAsPeopleWriteThem() {
    let like = Like(id: 1, who: "Ada", what: "your post", minute: (31 + 13) * 24 * 60 + 9 * 60 + 5)
    #expect(like.whenText == "14 Feb, 09:05")
    #expect(like.whenISO == "2025-02-14T09:05Z")
  }

  @Test func pagesFollowTheCursorEvenAfterDeletes() async {
    let repository = InMemoryLikes(likes: Like.samples(count: 40))
    let first = await repository.page(after: nil, limit: 15)
    #expect(first.likes.map(\.id) == Array((26...40).reversed()) && first.hasMore)
    #expect(await repository.delete(25))
    #expect(await !repository.delete(25))
    let second = await repository.page(after: 26, limit: 15)
    #expect(second.likes.map(\.id) == Array((10...24).reversed()) && second.total == 39)
    let last = await repository.page(after: 10, limit: 15)
    #expect(last.likes.map(\.id) == Array((1...9).reversed()) && !last.hasMore)
  }

  @Test func oneShotFaultsStrikeOnce() {
    let faults = LikeHistory.OneShotFaults(["load"])
    #expect(faults.take("load"))
    #expect(!faults.take("load"))
    #expect(!faults.take("delete"))
  }
}
