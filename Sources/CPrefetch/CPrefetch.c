// The module is its header's inline function; SwiftPM needs one source file.
#include "CPrefetch.h"
