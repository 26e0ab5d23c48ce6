import Hummingbird

extension WebHost {
  /// The hub the host's screens broadcast through, when its sessions come
  /// from a ``ScreenCatalog``.
  var hub: (any MessageHub)? { (sessions.factory as? ScreenCatalog)?.hub }

  /// What the node says about itself now.
  public func healthReport() async -> HealthReport {
    let lag = await (hub as? any HubLagReporting)?.lag()
    return HealthReport(sessions: await sessions.count, sockets: sockets.count, hubLag: lag)
  }

  /// Adds `GET /health` (``HealthReport/json``) and `GET /metrics`
  /// (``HealthReport/prometheus``) to an application's router: for a load
  /// balancer's checks and a Prometheus scraper. Separate from
  /// ``addRoutes(to:)`` because an application may have routes of its own
  /// at these paths.
  ///
  /// ```swift
  /// host.addRoutes(to: router)
  /// host.addHealthRoutes(to: router)
  /// ```
  public func addHealthRoutes<Context: RequestContext>(to router: some RouterMethods<Context>) {
    router.get("/health") { _, _ in
      Self.text(await healthReport().json, type: "application/json")
    }
    router.get("/metrics") { _, _ in
      Self.text(await healthReport().prometheus, type: "text/plain; version=0.0.4; charset=utf-8")
    }
  }

  private static func text(_ body: String, type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }
}
