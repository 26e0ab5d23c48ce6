extension Attribute {
  /// Sends `action` when the element is clicked.
  ///
  /// ```swift
  /// button(.onClick(.plusTapped)) { "+" }
  /// ```
  @inlinable
  public static func onClick(
    _ action: Action, debounce: Duration? = nil, throttle: Duration? = nil,
    optimistic: [OptimisticChange] = []
  ) -> Attribute {
    .on(.click, options: EventOptions(debounce, throttle, optimistic: optimistic), .action(action))
  }

  /// Sends the action made from the field's text on every edit.
  ///
  /// ```swift
  /// input(.value(state.query), .onInput(debounce: .milliseconds(300)) { .queryChanged($0) })
  /// ```
  @inlinable
  public static func onInput(
    debounce: Duration? = nil, throttle: Duration? = nil,
    _ makeAction: @escaping @Sendable (String) -> Action
  ) -> Attribute {
    .on(.input, options: EventOptions(debounce, throttle), .payload { makeAction($0.value ?? "") })
  }

  /// Sends the action made from the field's value when it is committed
  /// (a `<select>` choice, a field losing focus after an edit).
  @inlinable
  public static func onChange(
    debounce: Duration? = nil, throttle: Duration? = nil,
    _ makeAction: @escaping @Sendable (String) -> Action
  ) -> Attribute {
    .on(.change, options: EventOptions(debounce, throttle), .payload { makeAction($0.value ?? "") })
  }

  /// Sends the action made from a checkbox's or radio button's new state.
  /// It listens for `change`, so it replaces an `onChange` on the same element.
  /// With `optimistic` changes, a rollback also restores the box's tick.
  ///
  /// ```swift
  /// input(.type(.checkbox), .onCheck(optimistic: [.toggleClass("done", on: "li")]) { .done($0) })
  /// ```
  @inlinable
  public static func onCheck(
    debounce: Duration? = nil, throttle: Duration? = nil, optimistic: [OptimisticChange] = [],
    _ makeAction: @escaping @Sendable (Bool) -> Action
  ) -> Attribute {
    .on(
      .change, options: EventOptions(debounce, throttle, optimistic: optimistic),
      .payload { makeAction($0.checked ?? false) })
  }

  /// Sends the action made from a form's fields when it is submitted; the
  /// browser's own submission is always prevented.
  ///
  /// ```swift
  /// form(.onSubmit { form in .addTapped(title: form["title"] ?? "") }) { … }
  /// ```
  @inlinable
  public static func onSubmit(
    debounce: Duration? = nil, throttle: Duration? = nil,
    _ makeAction: @escaping @Sendable (FormData) -> Action
  ) -> Attribute {
    .on(
      .submit, options: EventOptions(debounce, throttle), .payload { makeAction(FormData($0.form)) }
    )
  }

  /// Sends `action` when `key` (a `KeyboardEvent.key`, such as `"Enter"`) is
  /// pressed; the client filters the other keys out.
  @inlinable
  public static func onKeyDown(
    key: String, _ action: Action, debounce: Duration? = nil, throttle: Duration? = nil
  ) -> Attribute {
    .on(.keydown, options: EventOptions(debounce, throttle, keys: [key]), .action(action))
  }

  /// Sends the action made from the key pressed, or nothing for `nil`.
  /// Every key press crosses the wire: prefer `onKeyDown(key:_:)` when you can.
  @inlinable
  public static func onKeyDown(
    debounce: Duration? = nil, throttle: Duration? = nil,
    _ makeAction: @escaping @Sendable (String) -> Action?
  ) -> Attribute {
    .on(
      .keydown, options: EventOptions(debounce, throttle), .payload { $0.key.flatMap(makeAction) })
  }

  /// Sends `action` when the element or one inside it loses the focus.
  @inlinable
  public static func onBlur(_ action: Action, debounce: Duration? = nil, throttle: Duration? = nil)
    -> Attribute
  {
    .on(.blur, options: EventOptions(debounce, throttle), .action(action))
  }
}

extension EventOptions {
  /// Options from the DSL's durations, rounded to whole milliseconds.
  @usableFromInline
  init(
    _ debounce: Duration?, _ throttle: Duration?, keys: [String] = [],
    optimistic: [OptimisticChange] = []
  ) {
    self.init(
      debounceMilliseconds: debounce.map(Self.milliseconds),
      throttleMilliseconds: throttle.map(Self.milliseconds),
      keys: keys, optimistic: optimistic
    )
  }

  @usableFromInline
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    // Negative durations make no sense to the client: they mean no delay.
    return max(
      0, Int(seconds) * 1000 + Int((attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000))
  }
}
