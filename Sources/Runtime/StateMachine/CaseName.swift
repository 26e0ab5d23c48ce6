@_spi(Reflection) import CasePaths

/// Names of enum cases, for diagrams and reports.
///
/// A case key path does not carry its case's name (its description is a
/// getter address), so the name is found through the enum's metadata:
/// `@CasePathable` lists the case key paths in declaration order; the
/// runtime numbers cases payload-first, each group in declaration order, and
/// keeps one name per number. Counting the payload and empty cases declared
/// before the key path gives its number, hence its name.
enum CaseName {
  /// The name of the case `keyPath` refers to, e.g. `pageLoaded` for
  /// `\Action.Cases.pageLoaded`; `"?"` if the enum does not list its cases.
  static func of<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> String {
    guard let iterable = Root.self as? any CasePathIterable.Type else { return "?" }
    return name(of: keyPath, in: iterable) ?? "?"
  }

  /// The name of the case `value` is in, or its description if it is not an enum.
  static func of<Value>(value: Value) -> String {
    guard let metadata = EnumMetadata(Value.self),
      let name = metadata.caseName(forTag: metadata.tag(of: value))
    else { return String(describing: value) }
    return name
  }

  private static func name<Root: CasePathIterable>(of keyPath: AnyKeyPath, in _: Root.Type)
    -> String?
  {
    let declared = Root.allCasePaths.map { $0 as AnyKeyPath }
    guard let index = declared.firstIndex(of: keyPath), let metadata = EnumMetadata(Root.self)
    else { return nil }
    let hasPayload = declared.map { type(of: $0).valueType != Case<Void>.self }
    let payloadCount = hasPayload.count(where: { $0 })
    let sameKindBefore = hasPayload[..<index].count(where: { $0 == hasPayload[index] })
    let tag = hasPayload[index] ? sameKindBefore : payloadCount + sameKindBefore
    return metadata.caseName(forTag: UInt32(tag))
  }
}
