import WebHost

/// `GET /login` (the form), `POST /login` (sets the session cookie) and
/// `POST /logout` (clears it).
struct LoginRoutes {
  let logins: Logins

  struct Form: Decodable {
    let name: String
    let password: String
  }

  func add(to router: Router<MemberContext>) {
    router.get("/login") { _, context in
      Self.page(member: context.member, failed: false)
    }
    router.post("/login") { request, context in
      let body = try await request.body.collect(upTo: 4096)
      let form = try URLEncodedFormDecoder().decode(Form.self, from: String(buffer: body))
      guard let id = await logins.signIn(name: form.name, password: form.password) else {
        return Self.page(member: nil, failed: true)
      }
      var response = Response(status: .seeOther, headers: [.location: "/greeting"])
      response.setCookie(Cookie(name: Logins.cookie, value: id, path: "/", sameSite: .lax))
      return response
    }
    router.post("/logout") { request, _ in
      await logins.signOut(request.cookies[Logins.cookie]?.value)
      var response = Response(status: .seeOther, headers: [.location: "/login"])
      response.setCookie(Cookie(name: Logins.cookie, value: "", maxAge: 0, path: "/"))
      return response
    }
  }

  /// The login form, rendered with Trellis's HTML DSL.
  static func page(member: String?, failed: Bool) -> Response {
    let document: Node<Never> = html(.lang("en")) {
      head {
        meta(.charset("utf-8"))
        title { "Sign in" }
      }
      body {
        main {
          h1 { "Sign in" }
          if let member { p { "Signed in as \(member)." } }
          if failed { p(.id("failed")) { "Wrong name or password." } }
          form(.method("post"), .action("/login")) {
            label {
              "Name "
              input(.name("name"), .id("name"), .required(true))
            }
            label {
              "Password "
              input(.name("password"), .id("password"), .type(.password))
            }
            button(.id("sign-in")) { "Sign in" }
          }
        }
      }
    }
    return Response(
      status: failed ? .unauthorized : .ok,
      headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(
        byteBuffer: ByteBuffer(string: HTMLRenderer(document: true).render(document))))
  }
}
