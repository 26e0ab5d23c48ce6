import Synchronization
import Testing

@testable import VDOM

/// A `ViewEngine` is the same operations behind closures: every result must
/// equal the direct call's, on random trees.
@Suite struct ViewEngineTests {
  @Test(arguments: [false, true])
  func theEngineAgreesWithTheFunctionsItWraps(keyed: Bool) {
    let engine = ViewEngine<Int>()
    var trees = RandomTrees(seed: keyed ? 7 : 11, keyed: keyed)
    for _ in 0..<200 {
      let first = trees.tree()
      let second = trees.mutate(first)

      var ids = HandlerIDs()
      var engineIDs = HandlerIDs()
      let old = mount(first, ids: &ids)
      let engineOld = engine.mount(first, ids: &engineIDs)
      #expect(engineOld == old)

      let direct = diff(old, second, ids: &ids)
      let viaEngine = engine.diff(engineOld, second, ids: &engineIDs)
      #expect(viaEngine == direct)
      #expect(engineIDs == ids)
      #expect(engine.encode(viaEngine.patches) == PatchEncoder.encodeString(direct.patches))
      #expect(engine.render(viaEngine.tree) == HTMLRenderer().renderBytes(direct.tree))
      #expect(
        engine.render(viaEngine.tree, with: .pretty) == HTMLRenderer.pretty.renderBytes(direct.tree)
      )
      #expect(engine.index(viaEngine.tree).count == HandlerIndex(direct.tree).count)
    }
  }

  struct Row: Equatable, Sendable {
    var id: Int
    var label: String
  }

  /// Where each element of `node` lives, in document order (lazy nodes skipped).
  static func storages(_ node: Node<Int>) -> [ObjectIdentifier] {
    guard case .element(let element) = node else { return [] }
    return [ObjectIdentifier(element.storage)] + element.children.flatMap(storages)
  }

  /// The storages the row builder made.
  final class Built: Sendable {
    let storages = Mutex<Set<ObjectIdentifier>>([])
  }

  static func page(_ rows: [Row], built: Built) -> Node<Int> {
    div(.id("main")) {
      table {
        tbody {
          for row in rows {
            lazy(row, key: row.id) { row -> Node<Int> in
              let cell: Node<Int> = td { a(.onClick(row.id)) { row.label } }
              built.storages.withLock { $0.formUnion(storages(cell)) }
              return tr { cell }
            }
          }
        }
      }
    }
  }

  /// The new tree is written in place, not copied: a second reference to it
  /// during the diff (a view kept in a local, a rebuilt row held while it is
  /// compared) would make every element the diff writes copy its storage.
  @Test func theDiffWritesTheNewTreeInPlace() {
    let engine = ViewEngine<Int>()
    let built = Built()
    var rows = (0..<50).map { Row(id: $0, label: "row \($0)") }
    var ids = HandlerIDs()
    var index = HandlerIndex<Int>()
    let old = engine.mount(Self.page(rows, built: built), ids: &ids, index: &index)
    for position in stride(from: 0, to: rows.count, by: 10) { rows[position].label += " !" }
    built.storages.withLock { $0.removeAll() }

    let next = Self.page(rows, built: built)
    let spine = Self.storages(next)
    let result = engine.diff(old, consume next, ids: &ids, index: &index)

    let mounted = Self.storages(result.tree)
    #expect(Array(mounted.prefix(spine.count)) == spine)
    let rebuilt = built.storages.withLock { $0 }
    #expect(rebuilt.count == 10)
    #expect(rebuilt.isSubset(of: Set(mounted)))
    #expect(result.patches.count == 5)
  }
}
