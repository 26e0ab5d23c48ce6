import Clocks
import Foundation
import Trellis
import WebHost

/// One page opened by ``TestApp/open(_:)``: the screen's HTML as the
/// browser would show it (the first page's markup, patched by every batch
/// the session sends), its URL and title, and the events a user causes.
///
/// Each step returns once the session has applied the event and sent what
/// followed, and has then been quiet for a moment; work an effect does
/// later (after a sleep on the ``TestApp/clock``) arrives with ``advance(by:)``.
///
/// ```swift
/// try await page.type("figs", into: "input#label")
/// try await page.click("button.later")
/// try await page.advance(by: .seconds(1))
/// #expect(await page.text("output") == "1")
/// ```
public actor LivePage {
  /// The path and query in the address bar.
  public private(set) var url: String
  /// The document title.
  public private(set) var title: String
  /// The URLs the session pushed as history entries, oldest first.
  public private(set) var history: [String] = []
  /// The URL the session asked the browser to load, if it did (a
  /// navigation to another screen); open it with ``TestApp/open(_:)``.
  public private(set) var navigation: String?
  /// The non-fatal errors the session reported, oldest first.
  public private(set) var errors: [String] = []

  /// How long a step waits for the session by default (see ``settle(quiet:timeout:)``).
  public static let timeout: Duration = .seconds(60)

  let socket: InProcessSocket
  let clock: TestClock<Duration>
  /// The live root (`div#trellis-root`), whose only child is the screen's tree.
  let holder = DOMNode(tag: "div", attributes: [("id", "trellis-root")])
  private var sequence = 0
  private var acknowledged = 0
  private var failure: LivePageError?

  init(
    socket: InProcessSocket, clock: TestClock<Duration>, url: String, title: String,
    bodyHTML: String
  ) {
    self.socket = socket
    self.clock = clock
    self.url = url
    self.title = title
    holder.setChildren(HTMLParser.parse(bodyHTML))
  }

  // MARK: Reading

  /// The screen's markup (or, with `selector`, the first matching element's).
  public func html(_ selector: String? = nil) throws -> String {
    guard let selector else { return holder.innerHTML }
    return try element(selector).outerHTML
  }

  /// The text of the first element matching `selector`, as `textContent`.
  public func text(_ selector: String) throws -> String {
    try element(selector).textContent
  }

  /// The value of attribute `name` of the first element matching `selector`.
  public func attribute(_ name: String, of selector: String) throws -> String? {
    try element(selector).attribute(name)
  }

  /// How many elements match `selector`.
  public func count(_ selector: String) throws -> Int {
    try elements(selector).count
  }

  /// Whether an element matches `selector`.
  public func has(_ selector: String) throws -> Bool {
    try !elements(selector).isEmpty
  }

  // MARK: Time

  /// Moves the test clock by `duration`, then lets the effects it woke
  /// run and applies what the session sends until it is quiet.
  public func advance(by duration: Duration) async throws {
    await clock.advance(by: duration)
    try await settle()
  }

  /// Applies what the session sends until it has been quiet for `quiet`
  /// (wall-clock time; effects run on real tasks), failing after `timeout`.
  ///
  /// The timeout is wall time the wait was awake for: CPU-bound tests
  /// running in parallel can hold every thread of the cooperative pool for
  /// a minute on a loaded machine, and that time does not count (see
  /// `AwakeDeadline`); a passing test never waits for it.
  public func settle(quiet: Duration = .milliseconds(30), timeout: Duration = LivePage.timeout)
    async throws
  {
    let wall = ContinuousClock()
    var deadline = AwakeDeadline(timeout)
    var lastHeard = wall.now
    while !deadline.hasPassed() {
      if try await receive() {
        lastHeard = wall.now
      } else if lastHeard.duration(to: wall.now) >= quiet {
        return
      } else {
        try await Task.sleep(for: .milliseconds(1))
      }
    }
    throw LivePageError.timedOut("the session to be quiet")
  }

  // MARK: Events

  /// Sends event `event` from the element matched by `selector` (or its
  /// closest ancestor bound to it) with `payload`, and waits for the
  /// session to apply it and be quiet. Debounce and throttle do not apply:
  /// each call is one event.
  func fire(_ event: String, at selector: String, payload: EventPayload) async throws {
    let target = try element(selector)
    var bound: DOMNode? = target
    while let node = bound, node.attribute("data-t-" + event) == nil { bound = node.parent }
    guard let binding = bound?.attribute("data-t-" + event),
      let handler = Int(binding.prefix { $0 != ";" })
    else { throw LivePageError.noHandler(selector: selector, event: event) }
    failure = nil
    sequence += 1
    let number = sequence
    await socket.send(.event(ClientEvent(sequence: number, handler: handler, payload: payload)))
    var deadline = AwakeDeadline(Self.timeout)
    while acknowledged < number {
      if let failure { throw failure }
      guard !deadline.hasPassed() else { throw LivePageError.timedOut("event \(number) to apply") }
      if try await !receive() { try await Task.sleep(for: .milliseconds(1)) }
    }
    try await settle()
    if let failure { throw failure }
  }

  // MARK: Messages

  /// Applies the messages waiting; `false` when there were none.
  private func receive() async throws -> Bool {
    let messages = await socket.ready()
    for message in messages { try await handle(message) }
    return !messages.isEmpty
  }

  private func handle(_ message: ServerMessage) async throws {
    switch message {
    case .joined: break
    case .update(let update):
      if let json = update.operationsJSON {
        let data = Data(json.utf8)
        guard let operations = try? JSONSerialization.jsonObject(with: data) as? [Any] else {
          throw LivePageError.patch("patch.bad-json")
        }
        do throws(PatchApplier.Failure) {
          try PatchApplier.apply(operations, under: holder)
        } catch {
          throw LivePageError.patch(error.code)
        }
      }
      if let url = update.url {
        if update.mode == .push { history.append(self.url) }
        self.url = url
      }
      if let title = update.title { self.title = title }
      // The update acknowledges the events applied when it was made.
      acknowledged = max(acknowledged, update.sequence)
      if let batch = update.batch { await socket.send(.ack(batch: batch)) }
    case .ack(let sequence):
      acknowledged = max(acknowledged, sequence)
    case .navigate(let url), .load(let url):
      navigation = url
    case .error(let error):
      if error.isFatal || error.sequence == sequence {
        failure = .session(error.code.rawValue, error.message)
      }
      errors.append("\(error.code.rawValue): \(error.message)")
      if let sequence = error.sequence { acknowledged = max(acknowledged, sequence) }
    case .ping(let number):
      await socket.send(.pong(number))
    case .pong:
      break
    }
  }

  // MARK: Queries

  /// The elements of the screen matching `selector`, in document order.
  func elements(_ selector: String) throws -> [DOMNode] {
    let parsed: CSSSelector
    do throws(CSSSelector.Invalid) {
      parsed = try CSSSelector(selector)
    } catch {
      throw LivePageError.badSelector(selector)
    }
    return holder.children.flatMap { parsed.matches(in: $0) }
  }

  /// The first element matching `selector`.
  func element(_ selector: String) throws -> DOMNode {
    guard let first = try elements(selector).first else { throw LivePageError.noMatch(selector) }
    return first
  }
}
