#ifndef TRELLIS_CALLOCATOR_H
#define TRELLIS_CALLOCATOR_H

#include <stddef.h>

// Makes glibc merge the small blocks this thread's arena holds freed but
// unmerged (its "fast bins"), now rather than at the next large request:
// it asks for a block too large for the per-thread cache and frees it.
// Out of line, so that no optimiser sees an unused request it may drop.
// Elsewhere than glibc it only costs the request.
void trellis_merge_freed_blocks(void);

// The bytes glibc holds in fast bins, all arenas together (`mallinfo2`);
// 0 elsewhere. For tests.
size_t trellis_fast_bin_bytes(void);

#endif
