import MarkupValidation
import Screens
import SnapshotTesting
import Testing
import Trellis
import VDOMSnapshotting

/// The album's view: validated HTML snapshots, and one input, the upload field.
@Suite struct BabyAlbumViewTests {
  let screen = BabyAlbum()

  @Test func aDaytimePhoto() {
    assertSnapshot(of: screen.view(.init(photo: 1)), as: .html)
  }

  @Test func aNightPhoto() {
    assertSnapshot(of: screen.view(.init(photo: 8)), as: .html)
  }

  @Test func everyPhotoIsValidMarkupWithItsOwnCaption() {
    let captions = BabyAlbum.photos.map(\.caption)
    #expect(Set(captions).count == captions.count)
    #expect(captions.count >= 12)
    for number in 1...BabyAlbum.photos.count {
      var ids = HandlerIDs()
      let tree = mount(screen.view(.init(photo: number)), ids: &ids)
      #expect(MarkupValidator().validate(tree).isEmpty, "photo \(number)")
      #expect(screen.title(.init(photo: number)) == "Baby album: \(captions[number - 1])")
    }
  }

  @Test func thePhotosAreDrawnDifferently() {
    let renderings = (1...BabyAlbum.photos.count).map {
      HTMLRenderer().render(screen.view(.init(photo: $0)))
    }
    #expect(Set(renderings).count == renderings.count)
  }

  @Test(arguments: 1...12)
  func theUploadFieldIsTheOnlyBinding(_ number: Int) {
    let tree = screen.view(.init(photo: number))
    #expect(bindings(in: tree) == 1)
    var ids = HandlerIDs()
    _ = mount(tree, ids: &ids)
    #expect(!HTMLRenderer().render(tree).contains("data-t-"), "no id before mounting")
    #expect(HTMLRenderer().render(mount(tree, ids: &ids)).contains(#"data-t-upload=""#))
  }

  /// Every event binding in the tree, however deep.
  func bindings(in node: Node<BabyAlbum.Action>) -> Int {
    guard let element = node.element else { return 0 }
    return element.events.count + element.children.map(bindings).reduce(0, +)
  }
}
