import MarkupValidation
import Screens
import Testing
import TrellisTesting

/// The kit driving the gallery's real screens end to end, in process.
@Suite(.timeLimit(.minutes(1))) struct LivePageTests {
  // Every page and every tree sent is validated with libxml2, as in development mode.
  let app = TestApp(
    [AnyScreen(Counter()), AnyScreen(Todo()), AnyScreen(MonsterList())],
    validation: .enabled { issues in Issue.record("markup issues: \(issues)") })

  @Test func aClickBySelectorChangesTheOutputAndTheURLFollows() async throws {
    let page = try await app.open("/counter?count=3")
    #expect(try await page.text("output#count") == "3")
    #expect(await page.title == "Counter: 3")
    try await page.click("main.counter button#plus")
    #expect(try await page.text("#count") == "4")
    #expect(await page.url == "/counter?count=4")
    #expect(await page.title == "Counter: 4")
    try await page.click("p > button[id=minus]")
    #expect(try await page.text("#count") == "3")
  }

  @Test func typingSendsTheFieldsValue() async throws {
    let page = try await app.open("/counter")
    try await page.type("figs", into: "input#label")
    #expect(try await page.text("p#summary") == "0 × figs")
    #expect(await page.url == "/counter?label=figs")
    #expect(try await page.attribute("value", of: "#label") == "figs")
  }

  @Test func theTestClockDrivesEffects() async throws {
    let page = try await app.open("/counter?count=1")
    try await page.click("#later")
    #expect(try await page.has("button#cancel"))
    try await page.advance(by: .milliseconds(999))
    #expect(try await page.text("#count") == "1")
    try await page.advance(by: .milliseconds(1))
    #expect(try await page.text("#count") == "2")
    #expect(try await page.has("#later"))
  }

  @Test func theHTMLIsWhatTheBrowserWouldShow() async throws {
    let page = try await app.open("/counter?count=2")
    try await page.click("#plus")
    let html = try await page.html("output")
    #expect(html == #"<output id="count">3</output>"#)
    #expect(try await page.html().hasPrefix(#"<main class="counter">"#))
  }

  @Test func formsAndCheckboxesOfTheTodoList() async throws {
    let page = try await app.open("/todo")
    try await page.type("Buy milk", into: "input#new-title")
    try await page.submit("form.new-todo")
    try await page.submit("form.new-todo", ["title": "Call mum"])
    #expect(try await page.count("ul#todo-list > li") == 2)
    #expect(try await page.attribute("value", of: "#new-title") == "")
    try await page.check("li#todo-1 input.toggle")
    #expect(await page.title == "Todo: 1 left")
    #expect(await page.url == "/todo?done1=Buy%20milk&todo2=Call%20mum")
    try await page.click("button#filter-completed")
    #expect(try await page.count("ul#todo-list > li") == 1)
    #expect(await page.history == ["/todo?done1=Buy%20milk&todo2=Call%20mum"])
  }

  @Test func aScreenLoadingOnTheTestClockShowsItsDataOnceTheClockMoves() async throws {
    let page = try await app.open("/monsters")
    #expect(try await page.has("#loading"))
    #expect(try await page.count("#monster-grid > li") == 0)
    try await page.advance(by: MonsterClient.pageLatency)
    #expect(try await !page.has("#loading"))
    #expect(try await page.count("#monster-grid > li") > 0)
    #expect(await page.title.hasPrefix("Monsters ("))
  }

  @Test func mistakesAreClearErrors() async throws {
    let page = try await app.open("/counter")
    await #expect(throws: LivePageError.noMatch("#nothing")) { try await page.click("#nothing") }
    await #expect(throws: LivePageError.noHandler(selector: "h1", event: "click")) {
      try await page.click("h1")
    }
    await #expect(throws: LivePageError.badSelector("a:hover")) { try await page.text("a:hover") }
    await #expect(throws: LivePageError.self) { try await app.open("/nowhere") }
    await #expect(throws: LivePageError.self) { try await app.open("/counter?count=-4") }
  }
}
