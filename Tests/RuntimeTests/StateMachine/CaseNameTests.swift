import CasePaths
import Testing

@testable import Runtime

@Suite struct CaseNameTests {
  @CasePathable
  enum Mixed {
    case idle
    case loaded(Int)
    case pair(Int, String)
    case labelled(id: Int, name: String)
    case done
    indirect case nested(Mixed)
  }

  @CasePathable
  enum OnePayload {
    case first
    case only(String)
    case last
  }

  @CasePathable
  enum NoPayload: CustomStringConvertible {
    case up, down

    var description: String { "arrow" }
  }

  @CasePathable
  enum Generic<Value> {
    case empty
    case value(Value)
  }

  @Test func namesMixedPayloadAndEmptyCasesInAnyOrder() {
    #expect(CaseName.of(\Mixed.Cases.idle) == "idle")
    #expect(CaseName.of(\Mixed.Cases.loaded) == "loaded")
    #expect(CaseName.of(\Mixed.Cases.pair) == "pair")
    #expect(CaseName.of(\Mixed.Cases.labelled) == "labelled")
    #expect(CaseName.of(\Mixed.Cases.done) == "done")
    #expect(CaseName.of(\Mixed.Cases.nested) == "nested")
  }

  @Test func namesCasesOfASinglePayloadEnum() {
    #expect(CaseName.of(\OnePayload.Cases.first) == "first")
    #expect(CaseName.of(\OnePayload.Cases.only) == "only")
    #expect(CaseName.of(\OnePayload.Cases.last) == "last")
  }

  @Test func ignoresACustomDescription() {
    #expect(CaseName.of(\NoPayload.Cases.down) == "down")
    #expect(CaseName.of(value: NoPayload.up) == "up")
  }

  @Test func namesCasesOfAGenericEnum() {
    #expect(CaseName.of(\Generic<[Int]>.Cases.empty) == "empty")
    #expect(CaseName.of(\Generic<[Int]>.Cases.value) == "value")
  }

  @Test func namesTheCaseOfAValue() {
    #expect(CaseName.of(value: Mixed.labelled(id: 1, name: "a")) == "labelled")
    #expect(CaseName.of(value: Mixed.done) == "done")
    #expect(CaseName.of(value: Mixed.nested(.idle)) == "nested")
    #expect(CaseName.of(value: 42) == "42", "not an enum: its description")
  }
}
