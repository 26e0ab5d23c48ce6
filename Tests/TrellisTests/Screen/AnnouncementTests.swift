import Testing
import Trellis

@Suite struct AnnouncementTests {
  @Test func eachAnnouncementCountsEvenWithTheSameText() {
    var announcement = Announcement()
    #expect(announcement.count == 0 && announcement.text.isEmpty)
    announcement.announce("Todo deleted")
    announcement.announce("Todo deleted")
    #expect(announcement.count == 2 && announcement.text == "Todo deleted")
  }

  @Test func rendersAHiddenCarrierPresentFromTheStart() {
    let empty: Node<Never> = announcement(Announcement())
    #expect(HTMLRenderer().render(empty) == #"<span data-trellis-announce="0" hidden></span>"#)
    var made = Announcement()
    made.announce("Download “a.zip” finished")
    let node: Node<Never> = announcement(made)
    #expect(
      HTMLRenderer().render(node)
        == #"<span data-trellis-announce="1" hidden>Download “a.zip” finished</span>"#)
  }
}
