import Trellis
import WebHost

// The page's language stays the screen's with the panel beside it.
extension DevScreen: Localized {
  func language(_ state: State) -> String? { base.language(state.screen) }
}
