import Testing

@testable import VDOM

/// The tables of known tags and names give what the rules give for the name.
@Suite struct ContentModelTests {
  @Test func aKnownTagsModelIsTheModelOfItsName() {
    for tag in KnownTag.allCases {
      #expect(ContentModel(known: tag) == ContentModel(tag: tag.name), "\(tag.name)")
    }
    #expect(ContentModel(known: .br) == .void)
    #expect(ContentModel(known: .pre) == .preformatted)
    #expect(ContentModel(known: .textarea) == .textarea)
    #expect(ContentModel(known: .script) == .script)
    #expect(ContentModel(known: .td) == .normal)
  }

  @Test func aCustomTagIsJudgedByItsName() {
    #expect(ContentModel(tag: "listing") == .preformatted)
    #expect(ContentModel(tag: "my-widget") == .normal)
    #expect(ContentModel(tag: "x y") == .invalid)
    #expect(ContentModel(tag: "AREA") == .void)
  }

  @Test func aKnownAttributesKindIsTheKindOfItsName() {
    for name in KnownAttribute.allCases {
      let byBytes = withUTF8Bytes(name.name) { HTMLAttribute.nameKind($0) }
      #expect(HTMLAttribute.nameKind(.known(name)) == byBytes, "\(name.name)")
    }
    #expect(HTMLAttribute.nameKind(.known(.href)) == .url)
    #expect(HTMLAttribute.nameKind(.known(.class)) == .plain)
    #expect(HTMLAttribute.nameKind(AttributeName("onclick")) == .refused)
    #expect(HTMLAttribute.nameKind(AttributeName("formaction")) == .url)
  }
}
