import MarkupValidation
import Trellis

extension DevPanel {
  /// The entries, newest first; each one a button jumping to its state.
  func historySection() -> Node<Action> {
    section(.class("history")) {
      h2 { "History (\(history.entries.count))" }
      ol(.id("trellis-dev-history")) {
        history.entries.indices.reversed().map { index in
          let isCurrent = index == history.cursor
          return li(
            .key(index), .class(["current": isCurrent]),
            isCurrent ? .attribute("aria-current", "step") : .none
          ) {
            button(.type(.button), .data("entry", String(index)), .onClick(.jump(index))) {
              span(.class("index")) { String(index) }
              history.entries[index].action ?? "(start)"
            }
          }
        }
      }
    }
  }

  /// What the current entry's action changed, as a diff of the states.
  func changeSection() -> Node<Action> {
    let cursor = history.cursor
    let diff = history.diff(at: cursor)
    return section(.class("change")) {
      h2 { "Change made by entry \(cursor)" }
      pre(.id("trellis-dev-diff")) {
        if let diff {
          DevText.truncated(diff, limit: DevText.blockLimit).split(
            separator: "\n", omittingEmptySubsequences: false
          ).map { line in
            span(.class(["removed": line.hasPrefix("-"), "added": line.hasPrefix("+")])) {
              line + "\n"
            }
          }
        } else {
          cursor == 0 ? "The first entry: nothing before it." : "No change."
        }
      }
    }
  }

  /// The current state, dumped.
  func stateSection() -> Node<Action> {
    section(.class("state")) {
      h2 { "State" }
      pre(.id("trellis-dev-state")) {
        history.current.map { DevText.block($0.state) } ?? ""
      }
    }
  }

  /// The state machine drawn, its Mermaid text folded below.
  func diagramSection(_ diagram: StateDiagram) -> Node<Action> {
    section(.class("machine")) {
      h2 { "State machine" }
      DiagramSVG.node(
        DiagramLayout(diagram, current: diagramState),
        title: "State machine diagram" + (diagramState.map { ", now in \($0)" } ?? ""))
      details {
        summary { "Mermaid" }
        pre(.id("trellis-dev-mermaid")) { diagram.mermaid }
      }
    }
  }

  /// The issues the validator found in the screen's last render.
  func markupSection() -> Node<Action> {
    section(.class("markup")) {
      h2 { "Markup" }
      if issues.isEmpty {
        p(.id("trellis-dev-issues")) { "No markup issues." }
      } else {
        ul(.id("trellis-dev-issues")) {
          issues.map { issue in
            li {
              code { issue.path.isEmpty ? "(top level)" : issue.path }
              (issue.line > 0 ? " line \(issue.line): " : ": ") + issue.message
            }
          }
        }
      }
    }
  }
}
