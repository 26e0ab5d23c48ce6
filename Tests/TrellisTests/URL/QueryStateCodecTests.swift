import Testing
import Trellis

enum TodoFilter: String, QueryValue { case all, active, done }

struct TodoState: Equatable, Sendable {
  var filter = TodoFilter.all
  var page = 1
  var query = ""
  var compact = false
}

@Suite struct QueryStateCodecTests {
  let codec = QueryStateCodec(path: "/todo", initial: TodoState()) { state in
    state.compact && state.page > 10 ? "compact lists have at most 10 pages" : nil
  } parameters: {
    QueryParameter("filter", \.filter)
    QueryParameter("page", \.page) { $0 >= 1 ? nil : "page must be at least 1" }
    QueryParameter("q", \.query)
    QueryParameter("compact", \.compact)
  }

  @Test func leavesDefaultsOut() {
    #expect(codec.url(for: TodoState()).target == "/todo")
    let state = TodoState(filter: .done, page: 2)
    #expect(codec.url(for: state).target == "/todo?filter=done&page=2")
  }

  @Test func roundTripsThroughTheURL() throws {
    let state = TodoState(filter: .active, page: 7, query: "milk & eggs", compact: true)
    let url = try StateURL(parsing: codec.url(for: state).target)
    #expect(try codec.state(from: url) == state)
  }

  @Test func namesTheParameterAndTypeOfABadValue() {
    #expect(throws: URLStateError.invalid("“page” must be an integer, not “two”")) {
      try codec.state(from: StateURL(parsing: "/todo?page=two"))
    }
    #expect {
      try codec.state(from: StateURL(parsing: "/todo?filter=someday"))
    } throws: { error in
      guard case .invalid(let reason) = error as? URLStateError else { return false }
      return reason.contains("filter") && reason.contains("someday")
    }
  }

  @Test func appliesParameterAndStateValidation() {
    #expect(throws: URLStateError.invalid("page must be at least 1")) {
      try codec.state(from: StateURL(parsing: "/todo?page=0"))
    }
    #expect(throws: URLStateError.invalid("compact lists have at most 10 pages")) {
      try codec.state(from: StateURL(parsing: "/todo?page=11&compact=true"))
    }
  }

  @Test func rejectsUnknownParameters() {
    #expect(throws: URLStateError.malformed("unknown parameter “sort”")) {
      try codec.state(from: StateURL(parsing: "/todo?sort=name"))
    }
  }
}
