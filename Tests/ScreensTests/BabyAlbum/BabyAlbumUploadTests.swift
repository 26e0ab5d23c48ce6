import Clocks
import MarkupValidation
import Screens
import Testing
import Trellis

/// The user's own photos: an upload's steps as state, and the view showing
/// the progress bar, the photos and why a file was refused.
@MainActor @Suite struct BabyAlbumUploadTests {
  let file = UploadedFile(name: "me.png", kind: .png, size: 3000, url: "/upload/file/abc")

  func makeStore() -> TestStore<BabyAlbum.State, BabyAlbum.Action, BabyAlbum.Environment> {
    TestStore(
      initialState: .init(photo: 2), reducer: BabyAlbum().reducer,
      environment: BabyAlbum.Environment(clock: TestClock(), random: .seeded(1)))
  }

  @Test func anUploadProgressesThenAddsThePhoto() async {
    let store = makeStore()
    let file = self.file
    await store.send(.upload(.started(name: "me.png", size: 3000))) {
      $0.upload = BabyAlbum.UploadProgress(name: "me.png", total: 3000)
    }
    await store.send(.upload(.progress(received: 1000, total: 3000))) {
      $0.upload?.received = 1000
    }
    await store.send(.upload(.done(file))) {
      $0.upload = nil
      $0.ownPhotos = [file]
      $0.uploadMessage = "Added me.png to the album."
    }
  }

  @Test func aRefusedOrCancelledUploadSaysWhy() async {
    let store = makeStore()
    await store.send(.upload(.started(name: "big.png", size: 9))) {
      $0.upload = BabyAlbum.UploadProgress(name: "big.png", total: 9)
    }
    await store.send(.upload(.failed(.tooLarge(limit: 5_000_000)))) {
      $0.upload = nil
      $0.uploadMessage = "The file is too big: the limit is 5 MB."
    }
    await store.send(.upload(.started(name: "x.png", size: 9))) {
      $0.upload = BabyAlbum.UploadProgress(name: "x.png", total: 9)
      $0.uploadMessage = nil
    }
    await store.send(.upload(.cancelled)) {
      $0.upload = nil
      $0.uploadMessage = "The upload was cancelled."
    }
  }

  @Test func theViewShowsProgressPhotosAndMessageAsValidMarkup() {
    var state = BabyAlbum.State(photo: 1)
    state.upload = BabyAlbum.UploadProgress(name: "me.png", received: 10, total: 40)
    state.ownPhotos = [file]
    state.uploadMessage = "Added me.png to the album."
    var ids = HandlerIDs()
    let tree = mount(BabyAlbum().view(state), ids: &ids)
    #expect(MarkupValidator().validate(tree).isEmpty)
    let html = HTMLRenderer().render(tree)
    #expect(html.contains(#"<progress id="album-progress" max="40" value="10"></progress>"#))
    #expect(html.contains(#"<img alt="Your photo me.png" src="/upload/file/abc">"#))
    #expect(html.contains("data-upload-cancel"))
    #expect(html.contains("Added me.png to the album."))
  }
}

/// The upload field keeps its handler id when a photo is added: the client
/// reads the id at each pick, and a script posting twice may keep it too.
@Suite struct BabyAlbumUploadFieldTests {
  @Test func theUploadFieldKeepsItsIDAsPhotosArrive() {
    var ids = HandlerIDs()
    let before = mount(BabyAlbum().view(.init(photo: 1)), ids: &ids)
    var state = BabyAlbum.State(photo: 1)
    state.ownPhotos = [UploadedFile(name: "a.png", kind: .png, size: 1, url: "/upload/file/a")]
    state.uploadMessage = "Added a.png to the album."
    let after = diff(before, BabyAlbum().view(state), ids: &ids).tree
    #expect(HandlerIndex(after).ids.sorted() == HandlerIndex(before).ids.sorted())
  }
}
