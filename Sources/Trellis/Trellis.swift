// A screen author imports Trellis alone: the tree and its DSL, the runtime,
// the URL codecs, `@CasePathable` for composing reducers, and the key type
// `SignedStateCodec` takes — an app adds no package of its own for them.
@_exported import CasePaths
@_exported import Runtime
@_exported import VDOM

@_exported import struct Crypto.SymmetricKey
