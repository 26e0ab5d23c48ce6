import IssueReporting
import MarkupValidation
import SnapshotTesting
import VDOM

extension Snapshotting where Value: HTMLSnapshottable, Format == String {
  /// Snapshots a view as readable, deterministic, pretty-printed HTML in an
  /// `.html` file, after checking that its compact rendering is markup a
  /// browser keeps as is (see ``MarkupValidator``); invalid markup fails the
  /// test with every issue listed.
  ///
  /// Event bindings get handler ids 1, 2, 3… in document order, as a fresh
  /// session would assign them.
  ///
  /// ```swift
  /// @Test func counter() {
  ///   assertSnapshot(of: Counter().view(.init(count: 3)), as: .html)
  /// }
  /// ```
  public static var html: Snapshotting { html(document: false) }

  /// Like ``html``, for a whole page: the snapshot starts with `<!DOCTYPE html>`.
  public static var htmlDocument: Snapshotting { html(document: true) }

  /// The HTML strategy, for a fragment or a whole document.
  public static func html(document: Bool) -> Snapshotting {
    var lines = Snapshotting<String, String>.lines
    lines.pathExtension = "html"
    return lines.pullback { value in
      let snapshot = value.htmlSnapshot(document: document)
      if !snapshot.issues.isEmpty {
        reportIssue(
          "The markup has issues: a browser's parser would restructure it, or assistive technology cannot name something (lines are those of the compact rendering):\n"
            + snapshot.issues.map { "  - \($0)" }.joined(separator: "\n"))
      }
      return snapshot.pretty
    }
  }
}

/// A value the `.html` snapshot strategy can render: a ``Node`` tree.
public protocol HTMLSnapshottable {
  /// The pretty rendering for the snapshot and the issues of the compact one.
  func htmlSnapshot(document: Bool) -> (pretty: String, issues: [MarkupIssue])
}

extension Node: HTMLSnapshottable {
  /// Mounts the tree with fresh handler ids, validates its compact rendering
  /// and renders it pretty-printed.
  public func htmlSnapshot(document: Bool) -> (pretty: String, issues: [MarkupIssue]) {
    var ids = HandlerIDs()
    let mounted = mount(self, ids: &ids)
    let issues = MarkupValidator().validate(mounted, document: document)
    let pretty = HTMLRenderer(layout: .pretty, document: document).render(mounted)
    return (pretty.hasSuffix("\n") ? pretty : pretty + "\n", issues)
  }
}
