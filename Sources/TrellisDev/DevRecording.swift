import Foundation
import Trellis

/// What the panel records for its export (``Recording``): the URL the
/// session started from and every input of the screen's reducer.
struct DevRecording: Equatable, Sendable {
  /// The most steps kept; later ones are not recorded.
  static var stepLimit: Int { 1_000 }

  /// The request target the first state was decoded from.
  var url: String
  /// The inputs so far, oldest first.
  var steps: [Recording.Step] = []
  /// When the first step was recorded, in milliseconds since 1970.
  var startedAt: Int64?

  /// Records `action` (encoded when the screen's actions are `Encodable`).
  mutating func record(action: some Sendable, text: String) {
    append(text, action: (action as? any Encodable).flatMap { try? JSONValue(encoding: $0) })
  }

  /// Records that time travel made `state` current.
  mutating func record(restored state: some Encodable, text: String) {
    append(text, restore: try? JSONValue(encoding: state))
  }

  private mutating func append(_ text: String, action: JSONValue? = nil, restore: JSONValue? = nil)
  {
    guard steps.count < Self.stepLimit else { return }
    // Wall time, read here rather than injected: the recording is the
    // panel's own, not the screen's, and replay honours it only if asked.
    let now = Int64(Date().timeIntervalSince1970 * 1000)
    let start = startedAt ?? now
    startedAt = start
    steps.append(Recording.Step(at: Int(now - start), text: text, action: action, restore: restore))
  }

  /// The export of a session of `Base` now in `state`.
  func export<Base: Screen>(_ base: Base, state: Base.State) -> Recording {
    Recording(
      screen: Base.name, url: url, steps: steps, state: try? JSONValue(encoding: state),
      html: HTMLRenderer.render(base.view(state)))
  }

  /// `recording` as a `data:` URL for the panel's download link (the
  /// page's CSP governs fetches, not a download the user asks for).
  static func dataURL(_ recording: Recording) -> String {
    let json = (try? recording.json()).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-_.~")
    return "data:application/json;charset=utf-8,"
      + (json.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
  }
}
