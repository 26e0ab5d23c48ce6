import Testing
import Trellis

@Suite struct FaultsTests {
  @Test func parsesACommaSeparatedListAndSkipsEmptyNames() {
    let faults = Faults(parsing: "first-page,,delete")
    #expect(faults.names == ["first-page", "delete"])
    #expect(faults.contains("delete") && !faults.contains("page"))
  }

  @Test func noneContainsNothing() {
    #expect(Faults.none.names.isEmpty)
    #expect(Faults(parsing: "").names.isEmpty)
    #expect(!Faults.none.contains(""))
  }
}
