import Foundation
import Trellis

extension Recording {
  /// Replays the recording through `screen`'s reducer and returns the final
  /// state: the first state decoded from ``url`` by the screen's codec, then
  /// every step in order — an action reduced, or a time-travel restore set.
  ///
  /// Effects are not run: the actions they sent are steps of the recording
  /// too, so running them would apply those twice. Steps follow each other
  /// at once unless `clock` is given: then each waits until its recorded
  /// time (``Step/at``) on that clock — pass a `TestClock` to step through
  /// a session's timing, or a `ContinuousClock` to watch it at its pace.
  ///
  /// ```swift
  /// let recording = try Recording(contentsOf: fixture)
  /// let state = try await recording.replay(Todo(), environment: .init(clock: TestClock()))
  /// #expect(try recording.state?.decode(as: Todo.State.self) == state)
  /// ```
  public func replay<S: Screen>(
    _ screen: S, environment: S.Environment, clock: (any Clock<Duration>)? = nil
  ) async throws -> S.State where S.Action: Decodable {
    guard self.screen == S.name else {
      throw RecordingError.wrongScreen(recorded: self.screen, replaying: S.name)
    }
    var state: S.State
    do {
      state = try screen.codec.state(from: StateURL(parsing: url))
    } catch {
      throw RecordingError.malformed("the start URL “\(url)” does not decode: \(error)")
    }
    var elapsed = 0
    for (index, step) in steps.enumerated() {
      if let clock, step.at > elapsed {
        try await clock.sleep(for: .milliseconds(step.at - elapsed))
        elapsed = step.at
      }
      do {
        if let action = step.action {
          _ = screen.reduce(&state, try action.decode(as: S.Action.self), environment)
        } else if let restored = step.restore {
          state = try restored.decode(as: S.State.self)
        } else {
          throw RecordingError.unreplayable(step: index, reason: "it has no encoded action")
        }
      } catch let error as RecordingError {
        throw error
      } catch {
        throw RecordingError.unreplayable(step: index, reason: "\(error)")
      }
    }
    return state
  }

  /// The final state the session recorded, decoded as `S.State`.
  public func recordedState<S: Screen>(of screen: S) throws -> S.State {
    guard let state else { throw RecordingError.malformed("it has no final state") }
    return try state.decode(as: S.State.self)
  }
}
