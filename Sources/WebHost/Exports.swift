// Code that hosts screens also meets their URL codecs and the VDOM tree,
// and builds its own Hummingbird router and application around them.
@_exported import Hummingbird
@_exported import Trellis
