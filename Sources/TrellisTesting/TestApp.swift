import Clocks
import Trellis
import WebHost

/// An application's screens served in process, for end-to-end tests in
/// Swift without a browser or a socket, in the spirit of Phoenix's
/// LiveViewTest: a test opens a screen at a URL, clicks and types by CSS
/// selector, and reads the HTML, the URL and the title a browser would show.
/// Effects sleep on ``clock``, a `TestClock` the test moves.
///
/// ```swift
/// let app = TestApp([AnyScreen(Counter())])
/// let page = try await app.open("/counter?count=3")
/// try await page.click("button.plus")
/// #expect(await page.text("#count") == "4")
/// #expect(await page.url == "/counter?count=4")
/// ```
public struct TestApp: Sendable {
  /// The clock every screen's effects sleep on.
  public let clock: TestClock<Duration>
  /// The screens, as the host serves them.
  public let catalog: ScreenCatalog
  /// The live sessions of the pages opened.
  public let sessions: SessionRegistry

  /// Serves `screens`, validating every render as `validation` says (pass
  /// MarkupValidation's `.enabled { issues in … }` to check every page and
  /// tree with libxml2, as development mode does). `limits` bounds each session as in production,
  /// except the event rate, which a test should not meet. A `Prerendered`
  /// screen's first page waits `prerenderBudget` of wall time for its
  /// effects, which sleep on the test clock: by default it does not wait,
  /// so the page shows the URL's state and the session loads once the test
  /// advances the clock. Without a `hub`, messages travel in process; two
  /// apps given hubs of one cluster are two nodes.
  public init(
    _ screens: [AnyScreen], clock: TestClock<Duration> = TestClock(),
    validation: RenderValidation = .off,
    limits: SessionLimits = SessionLimits(eventBurst: 10_000, eventsPerSecond: 10_000),
    prerenderBudget: Duration = .zero, hub: (any MessageHub)? = nil
  ) {
    self.clock = clock
    catalog = ScreenCatalog(
      screens, hub: hub, validation: validation, clock: clock, prerenderBudget: prerenderBudget)
    sessions = SessionRegistry(factory: catalog, limits: limits)
  }

  /// Opens `url` (path and query) as a browser would: renders its page,
  /// joins its live session, and applies what the session sends until it
  /// is quiet. Throws ``LivePageError`` when no screen serves the path or
  /// the URL holds no valid state (the page a browser would get is a 400).
  public func open(_ url: String) async throws -> LivePage {
    let target: StateURL
    do throws(URLStateError) {
      target = try StateURL(parsing: url)
    } catch {
      throw LivePageError.badURL(url, error.message)
    }
    guard let renderer = catalog.pages.first(where: { $0.path == target.path }) else {
      throw LivePageError.badURL(url, "no screen is served at \(target.path)")
    }
    let token = sessions.pageTokens.issue()
    let rendered: RenderedPage
    do throws(URLStateError) {
      rendered = try await renderer.render(target, pageToken: token)
    } catch {
      throw LivePageError.badURL(url, error.message)
    }
    let socket: InProcessSocket
    do throws(ProtocolError) {
      socket = try await sessions.joinInProcess(
        .init(pageToken: token, sessionID: nil, lastBatch: 0, url: target.target))
    } catch {
      throw LivePageError.refused(error.code.rawValue, error.message)
    }
    let page = LivePage(
      socket: socket, clock: clock, url: target.target, title: rendered.title,
      bodyHTML: rendered.bodyHTML)
    try await page.settle()
    return page
  }
}

/// Why a ``LivePage`` could not do what the test asked.
public enum LivePageError: Error, Equatable, CustomStringConvertible {
  /// The URL names no screen or holds no valid state.
  case badURL(String, String)
  /// The session refused the page (code, message).
  case refused(String, String)
  /// No element matches the selector.
  case noMatch(String)
  /// The selector is not of the supported kind.
  case badSelector(String)
  /// The element (or an ancestor) has no binding for the event.
  case noHandler(selector: String, event: String)
  /// The session reported an error (its code and message).
  case session(String, String)
  /// A patch batch could not be applied (its dotted code): the page and
  /// the server disagree about what is shown.
  case patch(String)
  /// Nothing answered within the time allowed.
  case timedOut(String)

  public var description: String {
    switch self {
    case .badURL(let url, let why): "cannot open \(url): \(why)"
    case .refused(let code, let message): "the session was refused (\(code)): \(message)"
    case .noMatch(let selector): "no element matches \(selector)"
    case .badSelector(let selector): "unsupported or malformed CSS selector \(selector)"
    case .noHandler(let selector, let event):
      "\(selector) and its ancestors have no \(event) handler"
    case .session(let code, let message): "the session reported \(code): \(message)"
    case .patch(let code): "a patch could not be applied: \(code)"
    case .timedOut(let what): "timed out waiting for \(what)"
    }
  }
}
