#ifndef TRELLIS_CPREFETCH_H
#define TRELLIS_CPREFETCH_H

// A hint to start loading the cache line at `address`. Unlike a load, it
// never waits for the memory and never faults, so a walk can ask for the
// nodes it will reach next without stalling on them. Swift has no such
// operation; the compiler inlines this one into Swift callers.
static inline __attribute__((always_inline)) void trellis_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
