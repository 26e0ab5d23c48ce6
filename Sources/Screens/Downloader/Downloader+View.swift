import Trellis

extension Downloader {
  public func view(_ state: State) -> Node<Action> {
    main(.class("downloader")) {
      nav { a(.href("/")) { "All screens" } }
      h1 { "Downloader" }
      p(.class("downloader-policy")) {
        label(.for("policy")) { "Queue policy " }
        select(.id("policy"), .name("policy"), .onChange { .policyChosen($0) }) {
          for policy in Policy.allCases {
            option(.value(policy.rawValue), .selected(policy == state.policy)) { policy.label }
          }
        }
        " "
        span(.id("policy-summary")) { state.policy.summary }
      }
      p(.class("downloader-actions")) {
        button(.id("start"), .type(.button), .onClick(.startTapped)) { "Start a download" }
        button(.id("burst"), .type(.button), .onClick(.burstTapped)) {
          "Start \(Self.burstSize) at once"
        }
        button(.id("clear"), .type(.button), .onClick(.clearTapped)) { "Clear" }
      }
      if state.downloads.isEmpty {
        p(.id("empty"), .class("downloads-empty")) { "No downloads yet." }
      } else {
        ol(.id("downloads"), .class("downloads")) {
          for download in state.downloads { row(download) }
        }
      }
      // Last, so that an announcement shifts no other element.
      announcement(state.announcement)
    }
  }

  private func row(_ download: Download) -> Node<Action> {
    li(
      .key(download.id), .id("download-\(download.id)"),
      .class("download phase-\(download.phase.rawValue)"),
      .data("phase", download.phase.rawValue)
    ) {
      span(.class("download-name")) { download.name }
      span(.class("download-bar")) {
        span(.class("download-fill"), .attribute("style", "width: \(download.percent)%"))
      }
      span(.class("download-status")) {
        "\(download.percent)% of \(download.size) KB · \(download.phase.label)"
      }
      if download.isActive {
        button(
          .id("cancel-\(download.id)"), .class("download-cancel"), .type(.button),
          .onClick(.row(id: download.id, action: .cancelTapped))
        ) { "Cancel" }
      }
    }
  }
}
