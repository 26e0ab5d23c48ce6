import Foundation
import Testing
import VDOM

/// Foundation (and Glibc through it) declares `select`, `time`, `link` and
/// `div` as C functions; the element functions must still resolve in a view
/// written in a file that imports Foundation.
@Suite struct NameCollisionTests {
  enum Action: Equatable, Sendable {
    case picked(String)
    case saved
  }

  func view(date: Date, choice: String) -> Node<Action> {
    main(.class("settings")) {
      link(.rel("stylesheet"), .href("/settings.css"))
      div(.class("field")) {
        label(.for("zone")) { "Zone" }
        select(.id("zone"), .name("zone"), .onChange { .picked($0) }) {
          for zone in ["UTC", "CET"] {
            option(.value(zone), .selected(zone == choice)) { zone }
          }
        }
      }
      p {
        "Saved at "
        time(.datetime(date.formatted(.iso8601))) { "\(Int(date.timeIntervalSince1970))" }
      }
      button(.onClick(.saved)) { "Save" }
    }
  }

  @Test func elementFunctionsWinOverCFunctionsOfTheSameName() {
    let html = HTMLRenderer.render(view(date: Date(timeIntervalSince1970: 0), choice: "CET"))
    #expect(
      html
        == #"<main class="settings"><link href="/settings.css" rel="stylesheet"><div class="field">"#
        + #"<label for="zone">Zone</label><select id="zone" name="zone"><option value="UTC">UTC</option>"#
        + #"<option selected value="CET">CET</option></select></div>"#
        + #"<p>Saved at <time datetime="1970-01-01T00:00:00Z">0</time></p><button>Save</button></main>"#
    )
  }

  /// A screen whose own member is named like an element qualifies the element.
  struct Page {
    var label = "Settings"
    func main() -> Node<Never> {
      VDOM.main {
        VDOM.label { label }
        h1 { label }
      }
    }
  }

  @Test func membersNamedLikeElementsAreQualified() {
    #expect(
      HTMLRenderer.render(Page().main()) == "<main><label>Settings</label><h1>Settings</h1></main>")
  }

  @Test func theCFunctionsStillWorkBesideThem() {
    #expect(div(7, 2).quot == 3)
    #expect(Foundation.time(nil) > 0)
  }
}
