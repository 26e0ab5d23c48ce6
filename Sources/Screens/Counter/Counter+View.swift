import Trellis

extension Counter {
  public func view(_ state: State) -> Node<Action> {
    main(.class("counter")) {
      nav { a(.href("/")) { "All screens" } }
      h1 { "Counter" }
      p {
        button(.id("minus"), .type(.button), .onClick(.minusTapped)) { "−" }
        output(.id("count")) { "\(state.count)" }
        button(.id("plus"), .type(.button), .onClick(.plusTapped)) { "+" }
      }
      p {
        if state.isWaiting {
          button(.id("cancel"), .type(.button), .onClick(.cancelTapped)) { "Cancel the +1" }
        } else {
          button(.id("later"), .type(.button), .onClick(.laterTapped)) { "+1 in 1 s" }
        }
      }
      p {
        label(.for("label")) { "What is counted " }
        input(
          .id("label"), .type(.text), .name("label"), .value(state.label),
          .maxlength(Self.maxLabel), .onInput { .labelChanged($0) })
      }
      p(.id("summary")) {
        state.label.isEmpty ? "\(state.count)" : "\(state.count) × \(state.label)"
      }
    }
  }
}
