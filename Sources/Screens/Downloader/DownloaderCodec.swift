import Trellis

/// The downloader's URL: the policy, then one parameter per row in list
/// order, `d<id>=<phase>[-<percent>]`, and `next` when the next id is not
/// the one after the last row's:
/// `/downloader?policy=max-2&d1=running-40&d2=running-10&d3=waiting`.
///
/// Progress is kept to the 10 % below, so the address bar changes ten
/// times per download rather than once per chunk; a row's name and size
/// follow from its id (the catalog cycles). A reload or another browser
/// resumes the active rows from there (``Downloader/appearAction(_:)``).
public struct DownloaderCodec: StateCodec {
  /// Where the screen is served: `/downloader`.
  public let path = "/downloader"

  /// Creates the codec.
  public init() {}

  public func url(for state: Downloader.State) -> StateURL {
    var query: [StateURL.Item] = []
    if state.policy != .runAll { query.append(.init("policy", state.policy.rawValue)) }
    for row in state.downloads {
      let tenths = row.percent / 10 * 10
      let value =
        row.phase == .done || tenths == 0 ? row.phase.rawValue : "\(row.phase.rawValue)-\(tenths)"
      query.append(.init("d\(row.id)", value))
    }
    if state.nextID != (state.downloads.last?.id ?? 0) + 1 {
      query.append(.init("next", String(state.nextID)))
    }
    return StateURL(path: path, query: query)
  }

  public func state(from url: StateURL) throws(URLStateError) -> Downloader.State {
    var state = Downloader.State()
    var next: Int?
    for item in url.query {
      switch item.name {
      case "policy":
        guard let policy = Downloader.Policy(rawValue: item.value) else {
          throw .invalid(
            "“policy” must be \(Downloader.Policy.queryValueDescription), not “\(item.value)”")
        }
        state.policy = policy
      case "next":
        guard let value = Int(item.value), (1...Self.maxID + 1).contains(value) else {
          throw .invalid("“next” must be a number from 1 to \(Self.maxID + 1)")
        }
        next = value
      default:
        state.downloads.append(try row(item))
        if state.downloads.count > Downloader.maxRows {
          throw .invalid("the list holds at most \(Downloader.maxRows) downloads")
        }
      }
    }
    let ids = state.downloads.map(\.id)
    guard ids == ids.sorted() else {
      throw .invalid("the downloads must be in the order of their numbers")
    }
    let after = (ids.last ?? 0) + 1
    if let next, next < after {
      throw .invalid("“next” must be after the last download's number, \(after - 1)")
    }
    state.nextID = next ?? after
    try checkQueue(state)
    return state
  }

  /// The largest download number a URL may hold.
  static let maxID = 99_999

  /// One `d<id>=<phase>[-<percent>]` parameter.
  private func row(_ item: StateURL.Item) throws(URLStateError) -> Downloader.Download {
    let digits = item.name.dropFirst()
    guard item.name.first == "d", !digits.isEmpty, digits.allSatisfy(\.isASCII),
      let id = Int(digits, radix: 10), (1...Self.maxID).contains(id)
    else {
      throw .invalid(
        "unknown parameter “\(item.name.prefix(32))” (expected policy, next, or d1…d\(Self.maxID))")
    }
    let parts = item.value.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    guard let phase = Downloader.Phase(rawValue: String(parts[0])) else {
      throw .invalid(
        "“\(item.name)” must start with waiting, running, done, cancelled, replaced, discarded or failed, not “\(parts[0].prefix(32))”"
      )
    }
    var percent = phase == .done ? 100 : 0
    if parts.count == 2 {
      guard phase != .done, let value = Int(parts[1], radix: 10), (0...100).contains(value) else {
        throw .invalid("“\(item.name)”'s progress must be a percentage from 0 to 100")
      }
      percent = value
    }
    let file = Downloader.RemoteFile.catalog[(id - 1) % Downloader.RemoteFile.catalog.count]
    // Rounded up, so that the row shows at least the percentage the URL names.
    let received = (file.size * percent + 99) / 100
    return Downloader.Download(
      id: id, name: file.name, size: file.size, received: min(received, file.size), phase: phase)
  }

  /// Refuses rows the policy's queue could not hold: more running than it
  /// allows, or rows waiting while a slot is free.
  private func checkQueue(_ state: Downloader.State) throws(URLStateError) {
    let running = state.downloads.count { $0.phase == .running }
    let waiting = state.downloads.count { $0.phase == .waiting }
    guard let limit = state.policy.limit else {
      if waiting > 0 { throw .invalid("no download waits under policy \(state.policy.rawValue)") }
      return
    }
    if running > limit {
      throw .invalid(
        "policy \(state.policy.rawValue) runs at most \(limit) at once, not \(running)")
    }
    if waiting > 0, running < limit || !state.policy.suspendsNew {
      throw .invalid("a download waits only while policy \(state.policy.rawValue) has no free slot")
    }
  }
}
