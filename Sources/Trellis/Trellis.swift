// A screen author imports Trellis alone: the tree and its DSL, the runtime,
// and the URL codecs.
@_exported import Runtime
@_exported import VDOM
