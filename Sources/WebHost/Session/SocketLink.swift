/// What a session needs of the socket connected to it. A small value (the
/// socket's ``LiveSocketOutput``) that a session keeps inline: no closures
/// or boxes per socket.
protocol SocketLink: Sendable {
  /// Output waits for socket `number` of `session`: start writing
  /// (``Session/nextReady(for:)`` until `nil`). Called on the session, so
  /// a writer task it starts can run there.
  func wake(_ session: isolated Session, socket number: Int)
  /// Write this error and close the socket.
  func hangUp(_ error: ProtocolError)
}
