/// The development-mode switch that validates every render: off in
/// production, on when the host runs with `--dev`.
///
/// A value the host keeps in its configuration, no global state: each render
/// it makes goes through ``render(_:with:)`` (or ``check(_:document:)`` for a
/// tree sent as patches), and every issue found reaches `report`.
///
/// ```swift
/// let validation: RenderValidation = options.dev
///   ? .enabled { issues in logger.warning("\(issues)") }
///   : .off
/// let bytes = validation.render(tree)
/// ```
public struct RenderValidation: Sendable {
  private let report: (@Sendable ([MarkupIssue]) -> Void)?

  /// No validation: renders cost nothing extra.
  public static let off = RenderValidation(report: nil)

  /// Validates every render and hands its issues, when there are any, to `report`.
  public static func enabled(report: @escaping @Sendable ([MarkupIssue]) -> Void)
    -> RenderValidation
  {
    RenderValidation(report: report)
  }

  /// Whether renders are validated.
  public var isEnabled: Bool { report != nil }

  /// Renders `node` with `renderer` (through `engine`, see ``ViewEngine``);
  /// when enabled, validates the tree and the markup produced (compact
  /// markup only: pretty output adds text nodes that exist only for readers).
  public func render<Action>(
    _ node: Node<Action>, with renderer: HTMLRenderer = HTMLRenderer(),
    engine: ViewEngine<Action> = ViewEngine()
  ) -> [UInt8] {
    let bytes = engine.render(node, with: renderer)
    guard let report else { return bytes }
    let compact =
      renderer.layout == .compact
      ? String(decoding: bytes, as: UTF8.self)
      : HTMLRenderer(document: renderer.isDocument).render(node)
    let issues = MarkupValidator().validate(node, rendered: compact)
    if !issues.isEmpty { report(issues) }
    return bytes
  }

  /// When enabled, validates `node`'s rendering, reports and returns the
  /// issues; returns none when off.
  @discardableResult
  public func check<Action>(_ node: Node<Action>, document: Bool = false) -> [MarkupIssue] {
    guard let report else { return [] }
    let issues = MarkupValidator().validate(node, document: document)
    if !issues.isEmpty { report(issues) }
    return issues
  }
}
