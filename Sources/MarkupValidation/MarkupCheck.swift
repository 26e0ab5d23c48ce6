import VDOM

/// The ``RenderCheck`` of ``MarkupValidator``: every issue of a render
/// reaches `report`.
///
/// ```swift
/// let validation = RenderValidation(MarkupCheck { issues in logger.warning("\(issues)") })
/// ```
public struct MarkupCheck: RenderCheck {
  private let report: @Sendable ([MarkupIssue]) -> Void

  /// Hands the issues of each render that has any to `report`.
  public init(report: @escaping @Sendable ([MarkupIssue]) -> Void) {
    self.report = report
  }

  public func check<Action>(_ node: Node<Action>, rendered html: String) {
    let issues = MarkupValidator().validate(node, rendered: html)
    if !issues.isEmpty { report(issues) }
  }
}

extension RenderValidation {
  /// Validates every render with ``MarkupValidator`` and hands its issues,
  /// when there are any, to `report`.
  public static func enabled(report: @escaping @Sendable ([MarkupIssue]) -> Void)
    -> RenderValidation
  {
    RenderValidation(MarkupCheck(report: report))
  }
}
