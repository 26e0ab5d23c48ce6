import Testing

@testable import TrellisTesting

@Suite struct PatchApplierTests {
  func page(_ html: String) -> DOMNode {
    let holder = DOMNode(tag: "div")
    holder.setChildren(HTMLParser.parse(html))
    return holder
  }

  @Test func theCursorWalksDownAndUp() throws {
    let holder = page("<main><p>a</p><p>b</p></main>")
    try PatchApplier.apply([0, 0, [1, "x"], -2, 1, 0, [1, "y"]], under: holder)
    #expect(holder.innerHTML == "<main><p>x</p><p>y</p></main>")
  }

  @Test func textSplicesCountUTF16Units() throws {
    let holder = page("<p>😀ab</p>")
    // Keep the first 2 units (the emoji) and the last 1 ("b"): "😀" + "Z" + "b".
    try PatchApplier.apply([0, [2, "Z", 1, 2]], under: holder)
    #expect(holder.innerHTML == "<p>😀Zb</p>")
    try PatchApplier.apply([0, [2, "!"]], under: holder)
    #expect(holder.innerHTML == "<p>😀Zb!</p>")
  }

  @Test func attributesAndHandlers() throws {
    let holder = page(#"<button class="a" data-t-click="1">+</button>"#)
    try PatchApplier.apply(
      [[3, "class", "b"], [3, "disabled"], [6, "click"], [5, "input", "7;d=300"]], under: holder)
    #expect(holder.innerHTML == #"<button class="b" disabled data-t-input="7;d=300">+</button>"#)
    try PatchApplier.apply([[4, "disabled"]], under: holder)
    #expect(holder.innerHTML == #"<button class="b" data-t-input="7;d=300">+</button>"#)
  }

  @Test func childListChanges() throws {
    let holder = page("<ul><li>1</li><li>2</li><li>3</li></ul>")
    try PatchApplier.apply(
      [[7, 1, "<li>new</li><li>x</li>"], [8, 3, 2], [10, 0, 2]], under: holder)
    #expect(holder.innerHTML == "<ul><li>new</li><li>x</li><li>1</li></ul>")
    try PatchApplier.apply([1, [9, "<li>r</li>"], [3, "class", "new"]], under: holder)
    #expect(holder.innerHTML == #"<ul><li>new</li><li class="new">r</li><li>1</li></ul>"#)
    try PatchApplier.apply([[11, "<li>only</li>"]], under: holder)
    #expect(holder.innerHTML == "<ul><li>only</li></ul>")
  }

  @Test func aMissingNodeOrWrongKindFails() {
    let holder = page("<p>a</p>")
    #expect(throws: PatchApplier.Failure.self) { try PatchApplier.apply([3], under: holder) }
    #expect(throws: PatchApplier.Failure.self) {
      try PatchApplier.apply([[1, "x"]], under: holder)
    }
    #expect(throws: PatchApplier.Failure.self) { try PatchApplier.apply([[99]], under: holder) }
  }
}
