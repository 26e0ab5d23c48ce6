import Trellis

extension LikeHistory {
  /// The list's dependencies: the shared repository reached over a
  /// simulated network (latency on `clock`, one-shot faults).
  public struct Environment: Sendable {
    /// The likes all sessions share.
    public var repository: any LikeRepository
    /// The clock the latency sleeps on.
    public var clock: any Clock<Duration>
    /// Where the deletion broadcast goes.
    public var messages: MessageSender
    /// The failures to inject (`load`, `delete`).
    public var faults: OneShotFaults
    /// How long a page load takes.
    public var loadLatency: Duration
    /// How long a delete takes.
    public var deleteLatency: Duration

    /// Creates an environment.
    public init(
      repository: any LikeRepository, clock: any Clock<Duration>,
      messages: MessageSender = .ignoring,
      faults: OneShotFaults = OneShotFaults(), loadLatency: Duration = .milliseconds(300),
      deleteLatency: Duration = .milliseconds(400)
    ) {
      self.repository = repository
      self.clock = clock
      self.messages = messages
      self.faults = faults
      self.loadLatency = loadLatency
      self.deleteLatency = deleteLatency
    }

    /// The page after the like `cursor`, after the network's latency.
    func page(after cursor: Like.ID?) async throws -> LikePage {
      try await reach(after: loadLatency, unless: "load") {
        try await repository.page(after: cursor, limit: LikeHistory.pageSize)
      }
    }

    /// Deletes the like `id` after the network's latency; whether this call removed it.
    func delete(_ id: Like.ID) async throws -> Bool {
      try await reach(after: deleteLatency, unless: "delete") { try await repository.delete(id) }
    }

    /// `call` after `latency`, unless the one-shot fault `fault` is set. A
    /// repository that fails (a database) reads, for the person, as the
    /// service unreachable.
    private func reach<T>(
      after latency: Duration, unless fault: String, _ call: () async throws -> T
    ) async throws -> T {
      try await clock.sleep(for: latency)
      if faults.take(fault) { throw LikeFailure.unreachable }
      do {
        return try await call()
      } catch {
        throw LikeFailure.unreachable
      }
    }
  }
}
