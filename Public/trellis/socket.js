// One WebSocket that keeps itself open: reconnects with exponential backoff
// and full jitter (250 ms doubling to 10 s), pings every 15 s and drops a
// socket that stayed silent for 45 s. Knows JSON, not the protocol's meaning.

const BEAT = 15000

/**
 * Connects to `url` and returns { send, reset, now, close }.
 * `open()` runs on every new socket (send `join` there), `message(m)` on
 * every decoded message, `down()` when a socket is lost; `random` is the
 * jitter source.
 */
export function connect(win, url, { open, message, report, down = () => {}, random = Math.random }) {
  let ws, timer, attempt = 0, silent = 0, n = 0, stopped
  const send = (m) => ws?.readyState == 1 && (ws.send(JSON.stringify(m)), true)
  const retry = () => {
    // Full jitter: anywhere between 0 and the doubled cap, so a restarted
    // server is not hit by every tab at the same instant.
    if (!stopped && !timer) timer = win.setTimeout(dial, random() * Math.min(10000, 250 * 2 ** attempt++))
  }
  const drop = () => {
    if (!ws) return
    down()
    ws.onopen = ws.onmessage = ws.onclose = null
    try { ws.close() } catch {}
    ws = null
    retry()
  }
  const dial = () => {
    timer = silent = 0
    try {
      ws = new win.WebSocket(url)
    } catch (error) {
      report('socket.failed', error)
      return retry()
    }
    ws.onopen = open
    ws.onmessage = (e) => {
      silent = 0
      let m
      try { m = JSON.parse(e.data) } catch { return report('socket.malformed', e.data) }
      message(m)
    }
    ws.onclose = (e) => (report('socket.closed', e.code), drop())
  }
  const beat = win.setInterval(() => {
    if (!ws) return
    if (++silent > 2) return report('socket.silent'), drop()
    send({ t: 'ping', n: ++n })
  }, BEAT)
  dial()
  return {
    send,
    /** Forgets past failures (after a successful join). */
    reset: () => (attempt = 0),
    /** Dials at once when no socket is open (the network came back). */
    now: () => ws || (win.clearTimeout(timer), dial()),
    /** Closes for good. */
    close() {
      stopped = 1
      win.clearInterval(beat)
      win.clearTimeout(timer)
      if (ws) ws.onclose = null, ws.close()
    },
  }
}
