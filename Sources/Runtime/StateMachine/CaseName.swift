import CasePaths

/// Names of enum cases, for diagrams and reports.
///
/// A case key path does not carry its case's name (its description is a
/// getter address), so the name is found through the enum's type metadata:
/// `@CasePathable` lists the case key paths in declaration order; the
/// runtime numbers cases payload-first, each group in declaration order, and
/// its field descriptor keeps the names in that numbering. Counting the
/// payload and empty cases declared before the key path gives its number,
/// hence its name. Only public CasePaths API is used; the names are read
/// from the ABI-stable metadata by ``EnumCaseNames``.
enum CaseName {
  /// The name of the case `keyPath` refers to, e.g. `pageLoaded` for
  /// `\Action.Cases.pageLoaded`; `"?"` if the enum does not list its cases.
  static func of<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> String {
    guard let iterable = Root.self as? any CasePathIterable.Type else { return "?" }
    return name(of: keyPath, in: iterable) ?? "?"
  }

  /// The name of the case `value` is in, or its description if it is not an enum.
  static func of<Value>(value: Value) -> String {
    if let iterable = value as? any CasePathIterable, let name = name(ofCaseOf: iterable) {
      return name
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
    let text = String(describing: value)
    return text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
  }

  private static func name<Root: CasePathIterable>(ofCaseOf value: Root) -> String? {
    for path in Root.allCasePaths where value[case: path] != nil {
      return name(of: path, in: Root.self)
    }
    return nil
  }

  private static func name<Root: CasePathIterable>(of keyPath: AnyKeyPath, in _: Root.Type)
    -> String?
  {
    let declared = Root.allCasePaths.map { $0 as AnyKeyPath }
    guard let index = declared.firstIndex(of: keyPath), let names = EnumCaseNames(Root.self)
    else { return nil }
    let hasPayload = declared.map { type(of: $0).valueType != Case<Void>.self }
    let payloadCount = hasPayload.count(where: { $0 })
    let sameKindBefore = hasPayload[..<index].count(where: { $0 == hasPayload[index] })
    let tag = hasPayload[index] ? sameKindBefore : payloadCount + sameKindBefore
    return names.name(forTag: tag)
  }
}
