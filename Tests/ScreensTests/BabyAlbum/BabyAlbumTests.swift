import Clocks
import Screens
import Testing
import Trellis

/// The album's slideshow, driven exhaustively through `TestStore` on a test
/// clock with a seeded random source.
@MainActor @Suite struct BabyAlbumTests {
  let clock = TestClock()

  func makeStore(photo: Int, random: BabyAlbum.RandomSource)
    -> TestStore<BabyAlbum.State, BabyAlbum.Action, BabyAlbum.Environment>
  {
    let environment = BabyAlbum.Environment(clock: clock, random: random)
    return TestStore(
      initialState: .init(photo: photo), reducer: BabyAlbum().reducer, environment: environment)
  }

  @Test func everyFifteenSecondsADifferentPhotoNeverTheSameTwiceInARow() async {
    let store = makeStore(photo: 3, random: .seeded(2025))
    // The same seed, drawn in the same order, predicts the photos.
    let predictor = BabyAlbum.RandomSource.seeded(2025)
    var seen: Set<Int> = [3]
    await store.send(.appeared)
    for _ in 0..<300 {
      let previous = store.state.photo
      let next = BabyAlbum.photo(after: previous, using: predictor)
      // Not a moment early: 1 ms before the interval, the photo is unchanged.
      #expect(await BabyAlbumTimerTests.sleeping(on: clock), "the timer never slept")
      await clock.advance(by: .milliseconds(14_999))
      #expect(store.state.photo == previous)
      await clock.advance(by: .milliseconds(1))
      await store.receive(.intervalElapsed) { $0.photo = next }
      #expect(store.state.photo != previous)
      seen.insert(store.state.photo)
    }
    #expect(seen == Set(1...BabyAlbum.photos.count))
    await store.send(.disappeared)
    await store.finish()
  }

  @Test func theIntervalComesFromTheEnvironment() async {
    let environment = BabyAlbum.Environment(
      clock: clock, interval: .seconds(2), random: .seeded(1))
    let store = TestStore(
      initialState: .init(photo: 1), reducer: BabyAlbum().reducer, environment: environment)
    let predictor = BabyAlbum.RandomSource.seeded(1)
    await store.send(.appeared)
    await clock.advance(by: .seconds(2))
    await store.receive(.intervalElapsed) { $0.photo = BabyAlbum.photo(after: 1, using: predictor) }
    await store.send(.disappeared)
    await store.finish()
  }

  @Test func aStuckGeneratorStillNeverRepeatsAPhoto() async {
    for stuck in [0, 10, 99] {
      let store = makeStore(photo: 1, random: BabyAlbum.RandomSource { _ in stuck })
      await store.send(.appeared)
      var previous = 1
      for _ in 0..<5 {
        await clock.advance(by: BabyAlbum.interval)
        let next = BabyAlbum.photo(after: previous, using: .init { _ in stuck })
        #expect(next != previous)
        await store.receive(.intervalElapsed) { $0.photo = next }
        previous = next
      }
      await store.send(.disappeared)
      await store.finish()
    }
  }

  @Test func eachOtherPhotoIsEquallyLikelyAndTheCurrentOneNever() {
    let count = BabyAlbum.photos.count
    for current in 1...count {
      let choices = (0..<(count - 1)).map { draw in
        BabyAlbum.photo(after: current, using: .init { _ in draw })
      }
      // Each draw leads to a different photo: together exactly the others.
      #expect(Set(choices) == Set(1...count).subtracting([current]))
      #expect(choices.count == count - 1)
    }
  }

  @Test func afterDisappearingNothingChanges() async {
    let store = makeStore(photo: 5, random: .seeded(9))
    await store.send(.appeared)
    await store.send(.disappeared)
    await clock.advance(by: .seconds(60))
    await store.finish()
  }

  @Test func appearingTwiceKeepsOneSlideshow() async {
    let store = makeStore(photo: 2, random: .seeded(4))
    let predictor = BabyAlbum.RandomSource.seeded(4)
    await store.send(.appeared)
    await clock.advance(by: .seconds(10))
    await store.send(.appeared)
    // The first timer was replaced: nothing at 15 s, one photo at 25 s.
    await clock.advance(by: .seconds(5))
    #expect(store.state.photo == 2)
    await clock.advance(by: .seconds(10))
    await store.receive(.intervalElapsed) { $0.photo = BabyAlbum.photo(after: 2, using: predictor) }
    await store.send(.disappeared)
    await store.finish()
  }
}
