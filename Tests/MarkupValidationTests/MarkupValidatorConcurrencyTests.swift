import MarkupValidation
import Testing
import VDOM

/// The validator keeps no shared state: libxml2's error handler is set per
/// parser context, so many validations may run at once.
@Suite struct MarkupValidatorConcurrencyTests {
  @Test func concurrentValidationsMatchSequentialOnes() async {
    let inputs = [
      "<p><div>x</div></p>",
      "<table><tr><td>1</td></tr></table>",
      "<main><p>fine</p></main>",
      "<div id=\"a\"></div><div id=\"a\"></div>",
      "<p>\nfish &amp chips</p>",
      "<a href=\"/\"><a href=\"/b\">b</a></a>",
    ]
    let validator = MarkupValidator()
    let expected = inputs.map { validator.validate($0) }
    let rounds = 40
    let results = await withTaskGroup(of: (Int, [MarkupIssue]).self) { group in
      for round in 0..<rounds {
        for offset in inputs.indices {
          let index = (offset + round) % inputs.count
          group.addTask { (index, validator.validate(inputs[index])) }
        }
      }
      var collected: [(Int, [MarkupIssue])] = []
      for await result in group { collected.append(result) }
      return collected
    }
    #expect(results.count == rounds * inputs.count)
    #expect(expected.filter(\.isEmpty).count == 1)
    for (index, issues) in results {
      #expect(issues == expected[index], "input \(index)")
    }
  }
}
