import Foundation

/// A session of one screen as the developer panel exports it: the URL it
/// started from, every action its reducer received in order with when, and
/// the state and rendering it ended with — so that a bug report replays as
/// a test (`Recording.replay` in TrellisTesting).
///
/// The file is JSON (docs/PROTOCOL.md, "Session recordings"):
///
/// ```json
/// {"format": "trellis-recording", "version": 1, "screen": "todo",
///  "url": "/todo", "steps": [{"at": 0, "text": "draftChanged(\"Milk\")",
///  "action": {"draftChanged": {"_0": "Milk"}}}], "state": {…}, "html": "<main…"}
/// ```
///
/// Actions, not wire events, are recorded: an event names a handler id that
/// only its session's tree gives meaning to, and the actions effects send
/// (timers, results, broadcasts) come from no event at all. The reducer's
/// inputs in order replay to the same state with no effect run.
public struct Recording: Codable, Sendable, Equatable {
  /// The value of `format`.
  public static let format = "trellis-recording"
  /// The format version this build writes and reads.
  public static let version = 1

  /// One input of the reducer.
  public struct Step: Codable, Sendable, Equatable {
    /// Milliseconds since the recording's first step.
    public var at: Int
    /// The action as one line of text, for reading.
    public var text: String
    /// The action, encoded by the screen's `Action: Encodable`; `nil` when
    /// the screen's actions are not encodable (the step cannot be replayed).
    public var action: JSONValue?
    /// Instead of an action: the state the panel's time travel restored.
    public var restore: JSONValue?

    /// Creates a step.
    public init(at: Int, text: String, action: JSONValue? = nil, restore: JSONValue? = nil) {
      self.at = at
      self.text = text
      self.action = action
      self.restore = restore
    }
  }

  /// Always ``format``.
  public var format: String
  /// Always ``version`` when read by this build.
  public var version: Int
  /// The screen's route name.
  public var screen: String
  /// The request target the session's first state came from (`/todo?todo1=Milk`).
  public var url: String
  /// The reducer's inputs, oldest first.
  public var steps: [Step]
  /// The state the session ended in, as the screen's `State` encodes it.
  public var state: JSONValue?
  /// The screen's final view rendered as HTML (no handler ids).
  public var html: String?

  /// Creates a recording.
  public init(
    screen: String, url: String, steps: [Step] = [], state: JSONValue? = nil, html: String? = nil
  ) {
    format = Self.format
    version = Self.version
    self.screen = screen
    self.url = url
    self.steps = steps
    self.state = state
    self.html = html
  }

  /// Reads a recording from JSON, refusing another format or version.
  public init(json: Data) throws {
    let decoded: Recording
    do {
      decoded = try JSONDecoder().decode(Recording.self, from: json)
    } catch {
      throw RecordingError.malformed("\(error)")
    }
    guard decoded.format == Self.format else {
      throw RecordingError.malformed("the format is “\(decoded.format)”, not “\(Self.format)”")
    }
    guard decoded.version == Self.version else {
      throw RecordingError.unsupportedVersion(decoded.version)
    }
    self = decoded
  }

  /// Reads a recording from a file.
  public init(contentsOf file: URL) throws {
    try self.init(json: try Data(contentsOf: file))
  }

  /// The recording as JSON: keys sorted, one step a line apart.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

extension JSONValue {
  /// `value` as JSON.
  public init(encoding value: some Encodable) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
  }

  /// This JSON decoded as `type`.
  public func decode<T: Decodable>(as type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: JSONEncoder().encode(self))
  }
}

/// Why a recording cannot be read or replayed.
public enum RecordingError: Error, Equatable, CustomStringConvertible {
  /// Not a recording's JSON.
  case malformed(String)
  /// A version this build does not read.
  case unsupportedVersion(Int)
  /// Recorded from another screen than the one replaying it.
  case wrongScreen(recorded: String, replaying: String)
  /// Step `index` has neither an action nor a restored state, or one that
  /// does not decode as the screen's type.
  case unreplayable(step: Int, reason: String)

  public var description: String {
    switch self {
    case .malformed(let reason): "not a Trellis recording: \(reason)"
    case .unsupportedVersion(let version):
      "recording version \(version) is not supported (this build reads \(Recording.version))"
    case .wrongScreen(let recorded, let replaying):
      "recorded from screen “\(recorded)”, replayed into “\(replaying)”"
    case .unreplayable(let step, let reason): "step \(step) cannot be replayed: \(reason)"
    }
  }
}
