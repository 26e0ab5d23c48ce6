@_exported import Trellis

// A test imports TrellisTesting alone: the screens' vocabulary, the host's
// `AnyScreen`, and the `TestClock` a `TestApp` runs its effects on.
@_exported import class Clocks.TestClock
@_exported import struct WebHost.AnyScreen
