import Hummingbird
import NIOCore

/// The request context of ``WebHost/router()``: Hummingbird's basic context
/// plus the peer's address, which screens read in `ScreenRequest`. An
/// application with a context of its own adds ``WebHost/addRoutes(to:)`` to
/// its router instead; conforming to `RemoteAddressRequestContext` gives its
/// screens the peer's address too.
public struct WebHostContext: RequestContext, RemoteAddressRequestContext {
  /// Hummingbird's per-request storage.
  public var coreContext: CoreRequestContextStorage
  /// The peer's address.
  public let remoteAddress: SocketAddress?

  /// Creates the context of a request arriving on `source`'s channel.
  public init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}
