import Foundation
import WebHost

// Members: a Hummingbird application of its own — a context, a middleware,
// a health check and a login form — with one Trellis screen that only a
// signed-in member may open. `HOST` and `PORT` come from the environment.
let environment = ProcessInfo.processInfo.environment
let address = environment["HOST"] ?? "127.0.0.1"
let port = environment["PORT"].flatMap(Int.init) ?? 8080

let logins = Logins(accounts: ["alice": "wonderland", "bob": "builder"])
let host = try WebHost(
  screens: [AnyScreen(Greeting())],
  access: ScreenAccess { request, _ in
    guard let name = await logins.member(signedInBy: request.cookies[Logins.cookie]) else {
      return .redirect(to: "/login")
    }
    return .allow(user: name)
  })

let router = Router(context: MemberContext.self)
router.add(middleware: MemberMiddleware(logins: logins))
router.get("/health") { _, _ in Health(status: "ok") }
router.get("/") { _, _ in Response(status: .seeOther, headers: [.location: "/greeting"]) }
LoginRoutes(logins: logins).add(to: router)
host.addRoutes(to: router)

try await host.application(
  router: router, configuration: .init(address: .hostname(address, port: port))
).runService()
