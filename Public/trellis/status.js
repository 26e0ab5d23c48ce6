// The connection state, shown (docs/PROTOCOL.md, "Connection state"):
// `<html>` carries exactly one of three classes, and a small indicator
// with role=status appears when the page has been without its live
// session for a moment, and goes when it is back.

/** `<html>`'s class while the live session is joined. */
export const CONNECTED = 't-connected'
/** `<html>`'s class while a socket is open but not joined yet (at start and after a drop). */
export const RECONNECTING = 't-reconnecting'
/** `<html>`'s class while no socket is open (the events made meanwhile wait). */
export const OFFLINE = 't-offline'
/** How long the page is without its session before the indicator shows (ms). */
export const STATUS_DELAY = 1000

/** Starts in RECONNECTING; returns `set(state)`, state being one of the three classes. */
export function connectionState(doc, delay = STATUS_DELAY) {
  const win = doc.defaultView, html = doc.documentElement
  let timer = 0, box
  const show = () => {
    timer = 0
    box = doc.createElement('div')
    box.id = 'trellis-status'
    box.setAttribute('role', 'status')
    box.textContent = 'Connection lost. Reconnecting…'
    doc.body.append(box)
  }
  const set = (state) => {
    html.classList.remove(CONNECTED, RECONNECTING, OFFLINE)
    html.classList.add(state)
    if (state != CONNECTED) return void (timer ||= box ? 0 : win.setTimeout(show, delay))
    win.clearTimeout(timer)
    timer = 0
    box = box?.remove()
  }
  set(RECONNECTING)
  return set
}
