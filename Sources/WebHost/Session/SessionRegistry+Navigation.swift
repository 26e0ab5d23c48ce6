extension SessionRegistry {
  /// Live navigation (docs/PROTOCOL.md, "Live navigation"): ends `old`,
  /// whose socket asked to go to `target`, and mounts the screen
  /// at `target` as a new session on that socket, bound to a fresh page
  /// token issued to `request`'s user, so that a reconnect or a restart
  /// rebuilds the new screen from its URL. Its first frame is the `joined`
  /// carrying the token, the whole root, the URL and the title. Returns
  /// `nil` (and changes nothing) when `target` is no live screen: the
  /// client then loads it as a page.
  func navigate(
    from old: Session, to target: String, push: Bool, request: ScreenRequest
  ) async -> (Session, Int)? {
    guard let url = try? StateURL(parsing: target), sessions[old.id] === old else { return nil }
    let pageToken = pageTokens.issue(user: request.user)
    let behavior: any SessionContent
    do throws(URLStateError) {
      behavior = try await factory.makeBehavior(for: url, pageToken: pageToken, request: request)
    } catch {
      return nil
    }
    await old.retire()
    sessions[old.id] = nil
    budgets.remove(old)
    let session = Session(
      id: RandomID.make(), pageToken: pageToken, url: url.target,
      address: request.remoteAddress, behavior: behavior, limits: limits, now: now)
    sessions[session.id] = session
    budgets.add(session)
    await behavior.enterByNavigation(push: push)
    let number = await session.attach(lastBatch: 0, resumed: false)
    await session.start()
    await session.foldEntry()
    return (session, number)
  }
}
