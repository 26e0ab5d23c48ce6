import Screens
import VDOM

/// The keyed table of js-framework-benchmark: rows of an id, a label that
/// selects the row and a link that removes it; the selected row is `danger`.
struct BenchmarkTable {
  /// One row of the table.
  struct Row: Equatable, Sendable {
    var id: Int
    var label: String
  }

  /// What a row's links do.
  enum Action: Sendable {
    case select(Int)
    case remove(Int)
  }

  var rows: [Row] = []
  var selected: Int?
  /// How rows are built only when what they show changed: not at all, by
  /// a lazy node per row, or by one lazy list (as the Benchmark screen).
  var laziness = Laziness.none
  private var nextID = 1
  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// `count` new rows with fresh ids and random labels.
  mutating func makeRows(_ count: Int) -> [Row] {
    (0..<count).map { _ in
      defer { nextID += 1 }
      return Row(id: nextID, label: label())
    }
  }

  private mutating func label() -> String {
    BenchmarkWords.label(using: &random)
  }

  /// The table as js-framework-benchmark renders it.
  func view() -> Node<Action> {
    table(.class("table table-hover table-striped test-data")) {
      switch laziness {
      case .none:
        tbody {
          for row in rows { Self.row(row, isSelected: row.id == selected, key: row.id) }
        }
      case .rows:
        tbody {
          for row in rows {
            lazy(row, row.id == selected, key: row.id) { row, isSelected in
              Self.row(row, isSelected: isSelected)
            }
          }
        }
      case .list:
        let selected = selected
        lazy(tbody(), each: rows, key: \.id, with: { $0.id == selected }) { row, isSelected in
          Self.row(row, isSelected: isSelected)
        }
      }
    }
  }

  /// See ``laziness``.
  enum Laziness {
    case none, rows, list
  }

  /// One row of the table (keyed, unless built by a lazy node that keys it).
  static func row(_ row: Row, isSelected: Bool, key: Int? = nil) -> Node<Action> {
    tr(key.map { .key($0) } ?? .none, isSelected ? .class("danger") : .none) {
      td(.class("col-md-1")) { String(row.id) }
      td(.class("col-md-4")) {
        a(.class("lbl"), .onClick(.select(row.id))) { row.label }
      }
      td(.class("col-md-1")) {
        a(.class("remove"), .onClick(.remove(row.id))) { removeIcon }
      }
      spacer
    }
  }

  // Built once and shared by every row, as the gallery's Benchmark screen does.
  private static let removeIcon: Node<Action> = span(
    .class("remove glyphicon glyphicon-remove"), .aria("hidden", "true"))
  private static let spacer: Node<Action> = td(.class("col-md-6"))
}
