import PostgresNIO

extension PostgresMessageHub {
  /// Runs `query`, reading (and dropping) its rows; a failure is retried
  /// twice, since a pooled connection may have died with a restarted server.
  func execute(_ query: PostgresQuery) async throws {
    try await retrying {
      for try await _ in try await client.query(query, logger: logger) {}
    }
  }

  /// The first row of `query`, decoded as `type`; `nil` when there is none.
  func first<Row: PostgresDecodable & Sendable>(_ query: PostgresQuery, as type: Row.Type)
    async throws -> Row?
  {
    try await firstRow(query) { try $0.decode(Row.self) }
  }

  /// The first row of `query`, as a pair; `nil` when there is none.
  func first<A: PostgresDecodable & Sendable, B: PostgresDecodable & Sendable>(
    _ query: PostgresQuery, as type: (A, B).Type
  ) async throws -> (A, B)? {
    try await firstRow(query) { try $0.decode((A, B).self) }
  }

  /// The first row of `query` as `decode` reads it; the rest are read and dropped.
  private func firstRow<Row: Sendable>(
    _ query: PostgresQuery, _ decode: (PostgresRow) throws -> Row
  ) async throws -> Row? {
    try await retrying {
      var found: Row?
      for try await row in try await client.query(query, logger: logger) where found == nil {
        found = try decode(row)
      }
      return found
    }
  }

  private func retrying<T: Sendable>(_ work: () async throws -> T) async throws -> T {
    var delay = Duration.milliseconds(50)
    for _ in 0..<2 {
      do { return try await work() } catch  where !(error is CancellationError) {
        try await Task.sleep(for: delay)
        delay *= 4
      }
    }
    return try await work()
  }
}
