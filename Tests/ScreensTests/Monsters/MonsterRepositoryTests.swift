import Clocks
import Screens
import Testing
import Trellis

/// The generated monsters and the shared repository.
@Suite struct MonsterRepositoryTests {
  @Test func monstersAreGeneratedTheSameEveryTime() {
    for id in [1, 42, 160] {
      #expect(Monster(generatedFrom: id) == Monster(generatedFrom: id))
    }
  }

  @Test func namesAreReadableAndStatsBounded() {
    for monster in (1...MonsterRepository.defaultCount).map(Monster.init(generatedFrom:)) {
      #expect(monster.name.first?.isUppercase == true)
      #expect(monster.name.allSatisfy(\.isLetter) && (4...9).contains(monster.name.count))
      let stats = monster.stats
      #expect(
        [stats.health, stats.attack, stats.defence, stats.speed].allSatisfy {
          (1...100).contains($0)
        })
      #expect(monster.summary.hasPrefix("A ") && monster.summary.contains(monster.kind.rawValue))
    }
  }

  @Test func everyMonsterHasItsOwnPortrait() {
    let portraits = (1...MonsterRepository.defaultCount).map {
      HTMLRenderer.render(Monster(generatedFrom: $0).portrait(size: 64) as Node<Never>)
    }
    #expect(Set(portraits).count == portraits.count)
  }

  @Test func pagesFollowTheLastIDAndSayWhetherMoreFollow() async {
    let repository = MonsterRepository(count: 45)
    let first = await repository.page(after: nil, limit: 20)
    #expect(first.monsters.map(\.id) == Array(1...20) && first.hasMore)
    await repository.delete(id: 21)
    let second = await repository.page(after: 20, limit: 20)
    #expect(second.monsters.map(\.id) == Array(22...41) && second.hasMore)
    let last = await repository.page(after: 41, limit: 20)
    #expect(last.monsters.map(\.id) == Array(42...45) && !last.hasMore)
  }

  @Test func deletingTwiceDeletesOnce() async {
    let repository = MonsterRepository(count: 3)
    #expect(await repository.delete(id: 2) == Monster(generatedFrom: 2))
    #expect(await repository.delete(id: 2) == nil)
    #expect(await repository.count == 2)
  }

  @Test func eachFaultFailsOnceThenIsSpent() async throws {
    // An immediate clock: a test clock advanced before the call reached its
    // sleep would leave the call waiting forever.
    let client = MonsterClient(
      repository: MonsterRepository(count: 30), clock: ImmediateClock(),
      faults: ["first-page", "next-page"])
    await #expect(throws: MonsterError.unreachable) { try await client.firstPages(1) }
    #expect(try await client.firstPages(1).monsters.count == 20)
    await #expect(throws: MonsterError.unreachable) { try await client.page(after: 20) }
    #expect(try await client.page(after: 20).monsters.map(\.id) == Array(21...30))
  }
}
