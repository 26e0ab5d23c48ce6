import Clocks
import Foundation
import Screens
import Synchronization
import Testing
import Trellis
import TrellisTesting

/// A session exported from the gallery's developer panel replays into the
/// screen's reducer to the state and rendering it ended with: the fixture
/// `Tests/Fixtures/recordings/todo.json` was exported by
/// `Tests/Browser/test_recording.py` from a browser session of Todo.
@Suite struct RecordingReplayTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/recordings/todo.json")

  let environment = Todo.Environment(clock: TestClock())

  @Test func theExportedTodoSessionReplaysToItsStateAndRendering() async throws {
    let recording = try Recording(contentsOf: Self.fixture)
    #expect(recording.screen == "todo")
    #expect(recording.url.hasPrefix("/todo"))
    #expect(recording.steps.count >= 4)
    let state = try await recording.replay(Todo(), environment: environment)
    #expect(state == (try recording.recordedState(of: Todo())))
    #expect(HTMLRenderer.render(Todo().view(state)) == recording.html)
    // What the browser session did, read from the replayed state.
    #expect(state.todos.map(\.title) == ["Buy milk", "Call mum"])
    #expect(state.todos.map(\.isDone) == [true, false])
    #expect(state.filter == .active)
  }

  @Test func recordedDelaysAreHonouredOnlyOnAClockGiven() async throws {
    let recording = try Recording(contentsOf: Self.fixture)
    let clock = SleepLog()
    let paced = try await recording.replay(Todo(), environment: environment, clock: clock)
    #expect(paced == (try await recording.replay(Todo(), environment: environment)))
    // One sleep per step that came later than the one before, up to the last.
    let gaps = zip(recording.steps.dropFirst(), recording.steps).map { $0.at - $1.at }
    #expect(clock.sleeps == gaps.filter { $0 > 0 }.map { .milliseconds($0) })
    #expect(clock.now.offset == .milliseconds(recording.steps.last?.at ?? 0))
  }

  @Test func aTimeTravelStepRestoresItsState() async throws {
    let start = Todo.State(todos: [.init(id: 1, title: "a")])
    let recording = Recording(
      screen: "todo", url: "/todo?todo1=a",
      steps: [
        .init(
          at: 0, text: "done",
          action: try JSONValue(encoding: Todo.Action.item(id: 1, action: .doneChanged(true)))),
        .init(at: 5, text: "undo", restore: try JSONValue(encoding: start)),
      ])
    let state = try await recording.replay(Todo(), environment: environment)
    #expect(state == start)
  }

  @Test func theFileFormatRoundTripsAndOtherVersionsAreRefused() throws {
    let recording = Recording(
      screen: "todo", url: "/todo",
      steps: [.init(at: 0, text: ".editCancelled", action: .string("editCancelled"))],
      state: .object(["n": .int(1), "x": .double(0.5), "ok": .bool(true), "no": .null]),
      html: "<main></main>")
    let json = try recording.json()
    #expect(try Recording(json: json) == recording)
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains(#""format" : "trellis-recording""#))
    #expect(text.contains(#""version" : 1"#))
    let future = Data(
      text.replacingOccurrences(of: #""version" : 1"#, with: #""version" : 2"#).utf8)
    #expect(throws: RecordingError.unsupportedVersion(2)) { try Recording(json: future) }
    #expect(throws: RecordingError.self) { try Recording(json: Data("{\"format\":1}".utf8)) }
    #expect(throws: RecordingError.self) { try Recording(json: Data("[]".utf8)) }
  }

  @Test func aStepThatDoesNotDecodeOrAnotherScreenIsAClearError() async throws {
    let bad = Recording(
      screen: "todo", url: "/todo", steps: [.init(at: 0, text: "?", action: .int(3))])
    await #expect(throws: RecordingError.self) {
      try await bad.replay(Todo(), environment: environment)
    }
    let textOnly = Recording(screen: "todo", url: "/todo", steps: [.init(at: 0, text: "tick")])
    await #expect(throws: RecordingError.unreplayable(step: 0, reason: "it has no encoded action"))
    {
      try await textOnly.replay(Todo(), environment: environment)
    }
    let other = Recording(screen: "counter", url: "/counter")
    await #expect(throws: RecordingError.wrongScreen(recorded: "counter", replaying: "todo")) {
      try await other.replay(Todo(), environment: environment)
    }
  }
}

/// A clock whose sleeps return at once, moving its time on and logging how long each was.
final class SleepLog: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let state = Mutex<(now: Instant, sleeps: [Duration])>((Instant(offset: .zero), []))

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }
  var sleeps: [Duration] { state.withLock { $0.sleeps } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    state.withLock {
      $0.sleeps.append($0.now.duration(to: deadline))
      $0.now = deadline
    }
  }
}
