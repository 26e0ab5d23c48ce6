import Testing

@testable import VDOM

/// An attribute stores a known name as a one-byte code and any other in a
/// box of its own; either way it reads, compares, sorts and hashes as its
/// string does.
@Suite struct AttributeNameTests {
  @Test func anAttributeIsThreeWords() {
    #expect(MemoryLayout<AttributeName>.size == 8)
    #expect(MemoryLayout<HTMLAttribute>.stride == 24)
  }

  @Test func everyKnownNameRoundTripsAndKnownCodesSortAsTheirNames() {
    let known = KnownAttribute.allCases
    for name in known {
      #expect(KnownAttribute(name: name.name) == name)
      let attribute = HTMLAttribute(name.name, "v")
      #expect(attribute.storedName == .known(name) && attribute.name == name.name)
    }
    for (a, b) in zip(known, known.dropFirst()) {
      #expect(a.name < b.name, "codes are in the order of their names")
    }
  }

  @Test func anUnknownNameIsStoredWhole() {
    var attribute = HTMLAttribute("data-row", "7")
    guard case .custom(let box) = attribute.storedName else {
      Issue.record("data-row is not a known name")
      return
    }
    #expect(box.name == "data-row" && attribute.name == "data-row")
    attribute.name = "class"
    #expect(attribute.storedName == .known(.class) && attribute.name == "class")
    attribute.name = "x-custom"
    #expect(attribute.name == "x-custom")
  }

  @Test func namesCompareSortAndHashAsStrings() {
    let names = [
      "class", "aria-hidden", "data-row", "zz-top", "a-b", "id", "Zeta", "viewBox", "href",
    ]
    for a in names {
      for b in names {
        let x = AttributeName(a)
        let y = AttributeName(b)
        #expect((x == y) == (a == b))
        #expect(x.sorts(before: y) == (a < b), "\(a) < \(b)")
        if a == b { #expect(x.hashValue == y.hashValue) }
      }
    }
    #expect(HTMLAttribute("data-row", "1") == HTMLAttribute("data-row", "1"))
    #expect(HTMLAttribute("data-row", "1") != HTMLAttribute("data-col", "1"))
    #expect(Set([HTMLAttribute("data-row", "1"), HTMLAttribute("data-row", "1")]).count == 1)
  }

  @Test func theDSLStoresCodesAndNormalisesMixedNamesInStringOrder() throws {
    let node: Node<Never> = div(
      .data("row", "1"), .class("a"), .id("x"), .aria("hidden", "true"), .class("b"),
      .attribute("zz", "z"))
    let element = try #require(node.element)
    #expect(
      element.attributes == [
        HTMLAttribute("aria-hidden", "true"), HTMLAttribute("class", "a b"),
        HTMLAttribute("data-row", "1"), HTMLAttribute("id", "x"), HTMLAttribute("zz", "z"),
      ])
    #expect(element.attributes[1].storedName == .known(.class))
    #expect(
      HTMLAttribute.normalized([.init("id", "1"), .init("data-x", "2"), .init("class", "c")])
        .map(\.name) == ["class", "data-x", "id"])
  }
}
