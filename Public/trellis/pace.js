// The client's side of the server's event rate limit (docs/PROTOCOL.md,
// "Rate limit"): a token bucket half the size of the server's, refilled as
// fast, so what a person does never meets `rate.limited`; a machine-speed
// flood waits here instead (input events for one field coalescing) and is
// sent as fast as the server takes it.

/** Events let out at once, and per second after that. */
export const BURST = 30, RATE = 30

/** A bucket read with `now()` (milliseconds): `take()` a token if there is one. */
export function pacer(now, burst = BURST, rate = RATE) {
  let tokens = burst, last = now()
  return {
    take() {
      const t = now()
      tokens = Math.min(burst, tokens + ((t - last) * rate) / 1000)
      last = t
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
