/// A scripted page repository: answers page requests with the next scripted
/// result and remembers what was asked, and which items were opened.
actor PageServer {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  private var script: [Result<[String], Offline>]
  private(set) var requested: [Int] = []
  private(set) var opened: [String] = []

  init(_ script: [Result<[String], Offline>]) { self.script = script }

  func load(_ index: Int) throws -> [String] {
    requested.append(index)
    guard !script.isEmpty else { throw Offline() }
    return try script.removeFirst().get()
  }

  func open(_ item: String) { opened.append(item) }

  nonisolated var environment: PagedList.Environment {
    PagedList.Environment(
      loadPage: { try await self.load($0) },
      open: { await self.open($0) }
    )
  }
}
