#include "CAllocator.h"

#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void trellis_merge_freed_blocks(void) {
  // Through a volatile pointer: a request freed unused may be optimised away.
  void *volatile block = malloc(4096);
  free(block);
}

size_t trellis_fast_bin_bytes(void) {
#if defined(__GLIBC__)
  return mallinfo2().fsmblks;
#else
  return 0;
#endif
}
