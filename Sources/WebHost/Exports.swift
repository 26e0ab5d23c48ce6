// Code that hosts screens also meets their URL codecs and the VDOM tree.
@_exported import Trellis
