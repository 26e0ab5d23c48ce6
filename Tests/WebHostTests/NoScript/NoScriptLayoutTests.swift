import Testing
import VDOM

@testable import WebHost

/// The layout a page without JavaScript gets: which bound elements it
/// records, deep in a large tree as at its top.
@Suite struct NoScriptLayoutTests {
  enum Action: Sendable, Equatable {
    case tapped(Int)
    case edited(String)
  }

  func mounted(_ node: Node<Action>) -> Node<Action> {
    var ids = HandlerIDs()
    return mount(node, ids: &ids)
  }

  @Test func enabledButtonsAndFieldsAreRecordedDisabledOnesAreNot() {
    let tree = mounted(
      div {
        table {
          tbody {
            for row in 0..<300 {
              tr { td { a(.onClick(.tapped(row))) { "link \(row)" } } }
            }
          }
        }
        button(.onClick(.tapped(-1))) { "on" }
        button(.disabled(true), .onClick(.tapped(-2))) { "off" }
        input(.onInput { .edited($0) })
        input(.disabled(true), .onInput { .edited($0) })
        section { div { div { button(.onClick(.tapped(-3))) { "deep" } } } }
      })
    let (annotated, layout) = NoScriptLayout.annotated(tree)
    #expect(layout.buttons.count == 2)
    let actions = layout.buttons.values.compactMap { binding -> Action? in
      if case .action(let action) = binding.handler { action } else { nil }
    }
    #expect(actions.count == 2 && actions.contains(.tapped(-1)) && actions.contains(.tapped(-3)))
    #expect(layout.fields.count == 1)
    #expect(NoScriptLayout(annotated).buttons.count == 2)
    // A link is not a form control: rows are left as they were.
    let html = String(decoding: HTMLRenderer().renderBytes(annotated), as: UTF8.self)
    #expect(html.split(separator: "type=\"submit\"", omittingEmptySubsequences: false).count == 3)
  }
}
