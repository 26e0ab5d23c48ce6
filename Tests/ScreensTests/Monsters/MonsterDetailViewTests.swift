import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The detail screen's view in each phase, as validated HTML snapshots.
@Suite struct MonsterDetailViewTests {
  let screen = MonsterDetail(repository: MonsterRepository(count: 1))
  let monster = Monster(generatedFrom: 42)

  @Test func loading() {
    assertSnapshot(of: screen.view(.init(id: 42)), as: .html)
  }

  @Test func shown() {
    assertSnapshot(of: screen.view(.init(id: 42, phase: .shown(monster))), as: .html)
  }

  @Test func deleting() {
    assertSnapshot(of: screen.view(.init(id: 42, phase: .deleting(monster))), as: .html)
  }

  @Test func deleteFailed() {
    let message = MonsterError.deleteRefused.description
    assertSnapshot(
      of: screen.view(.init(id: 42, phase: .deleteFailed(monster, message: message))), as: .html)
  }

  @Test func notFound() {
    assertSnapshot(of: screen.view(.init(id: 999, phase: .notFound)), as: .html)
  }

  @Test func deleted() {
    assertSnapshot(of: screen.view(.init(id: 42, phase: .deleted(monster))), as: .html)
  }

  @Test func theDeleteButtonSendsDelete() {
    var ids = HandlerIDs()
    let tree = mount(screen.view(.init(id: 42, phase: .shown(monster))), ids: &ids)
    let index = HandlerIndex(tree)
    let actions = (1..<ids.next).compactMap { index.handler(for: $0)?.action(for: EventPayload()) }
    #expect(actions == [.deleteTapped])
    #expect(screen.title(.init(id: 42, phase: .shown(monster))) == monster.name)
  }
}
