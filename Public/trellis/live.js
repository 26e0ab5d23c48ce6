// The live session of a page (docs/PROTOCOL.md, "Session messages"): joins the socket
// the page names, applies updates (patches, URL, title in one frame), sends
// numbered events and resends those not yet acknowledged after a reconnect,
// follows navigation messages, and rebuilds the page from its URL when the
// session is gone.

import { applyPatches } from './patch.js'
import { connect } from './socket.js'
import { delegate } from './events.js'
import { keepFocus } from './focus.js'
import { reporter } from './report.js'

/** The class of elements whose event the server has not acknowledged yet. */
export const PENDING = 't-pending'
// Server errors after which only a fresh page helps.
// (`url.invalid`: a popped URL holds no state; its page says what is wrong.)
const RELOAD = ['session.expired', 'page.expired', 'session.forbidden', 'protocol.version', 'queue.overflow', 'url.invalid']
// Server errors after which the unacknowledged events are sent again.
const RESEND = ['rate.limited', 'seq.gap']
// How long an applied batch waits for an event to carry its acknowledgement
// before an `ack` of its own is sent.
const ACK_DELAY = 200

/**
 * Starts the live session of the page in `win` (its `WebSocket`, timers,
 * history and storage); returns { close, queue }. `options` may replace
 * `report(code, detail)`, `reload()`, `assign(url)` and the jitter's
 * `random()`, for tests.
 */
export function start(win, options = {}) {
  const doc = win.document, loc = win.location, store = win.sessionStorage
  const meta = (name) => doc.querySelector(`meta[name="trellis-${name}"]`)?.content
  const page = meta('page'), top = doc.getElementById('trellis-root')
  const report = options.report || reporter(win)
  // Error pages carry no token and no live root: nothing to connect.
  if (!page || !top) return report('page.not-live')
  const here = () => loc.pathname + loc.search
  let saved = {}
  try { saved = JSON.parse(store.getItem('trellis')) || {} } catch {}
  // A session is bound to the page token that created it.
  let session = saved.page == page ? saved.session : undefined
  let seq = 0, batch = 0, ready = false, busy = false, resendTimer = 0, shown = here()
  // The last batch the server was told about, and the pending `ack`'s timer.
  let told = 0, ackTimer = 0
  const queue = []
  const leave = (go) => (link.close(), go())
  const reload = () => leave(options.reload || (() => loc.reload()))

  const acked = (s) => {
    while (queue[0]?.m.s <= s) {
      const { el } = queue.shift()
      if (!queue.some((q) => q.el == el)) el.classList.remove(PENDING)
    }
  }
  const resend = () => { for (const q of queue) link.send(q.m) }
  const ackLater = () => {
    ackTimer ||= win.setTimeout(() => {
      ackTimer = 0
      if (batch > told && link.send({ t: 'ack', b: batch })) told = batch
    }, ACK_DELAY)
  }

  const on = {
    joined(m) {
      session = m.session
      try { store.setItem('trellis', JSON.stringify({ page, session })) } catch {}
      ready = true
      // `join.b` told the server which batches are applied.
      told = batch
      link.reset()
      acked(m.s)
      resend()
    },
    // An update: patches (numbered `b`), then the URL, then the title; `s`
    // acknowledges events. A numbered one already applied is only acknowledged.
    u(m) {
      const fresh = !m.b || m.b > batch
      if (m.b && fresh) {
        busy = true
        // A field with events the batch's state has not seen yet (numbered
        // after m.s, or held by a debounce) keeps what the user typed.
        const typing = (el) => waiting(el) || queue.some((q) => q.m.s > m.s && (q.el == el || q.t == el))
        const root = keepFocus(doc, top, () => applyPatches(top.firstChild, m.ops || [], report), typing)
        busy = false
        // The DOM no longer has the server's shape: start again from the URL.
        if (!root) return reload()
        batch = m.b
      }
      if (fresh && m.url != null) {
        win.history[m.push ? 'pushState' : 'replaceState'](null, '', m.url)
        shown = here()
      }
      if (fresh && m.title != null) doc.title = m.title
      acked(m.s)
      if (m.b) ackLater()
    },
    ack: (m) => acked(m.s),
    navigate: (m) => leave(() => (options.assign || ((url) => loc.assign(url)))(m.url)),
    error(m) {
      report(m.code, m.message)
      if (RELOAD.includes(m.code)) reload()
      else if (RESEND.includes(m.code) && !resendTimer) {
        // The server applied nothing from this event on: send the rest again
        // once, a little later (later gap errors are echoes of the first).
        resendTimer = win.setTimeout(() => ((resendTimer = 0), resend()), 1000)
      }
    },
    ping: (m) => link.send({ t: 'pong', n: m.n }),
    pong() {},
  }

  const scheme = loc.protocol == 'https:' ? 'wss://' : 'ws://'
  const link = connect(win, scheme + loc.host + (meta('socket') || '/live'), {
    open() {
      ready = false
      link.send({ t: 'join', v: 3, page, ...(session && { session }), b: batch, url: here() })
    },
    message(m) {
      if (on.hasOwnProperty(m?.t)) on[m.t](m)
      else report('message.unknown', m)
    },
    report,
    random: options.random,
  })

  // Numbers a message, keeps it until acknowledged, marks `el` as waiting;
  // it carries the acknowledgement of the batches applied since the last one.
  const post = (m, el, t) => {
    m.s = ++seq
    queue.push({ m, el, t })
    el.classList.add(PENDING)
    if (ready && m.t == 'e' && batch > told) (m.b = batch), (told = batch)
    if (ready) link.send(m)
  }
  // The page's forms for browsers without JavaScript (docs/PROTOCOL.md,
  // "Without JavaScript") are taken away: bound buttons and fields then have
  // no form to submit, and events go over the socket alone.
  for (const el of doc.querySelectorAll('#trellis-post, .trellis-nojs')) el.remove()
  const waiting = delegate(doc, (el, h, payload, t) => post({ t: 'e', s: 0, h, ...payload }, el, t), () => busy)

  // Back and forward: the URL holds the state. Within the screen (same
  // path) the session shows it, numbered like an event so that it is
  // resent and applied once; another screen's URL is loaded as a page.
  win.addEventListener('popstate', () => {
    const url = here()
    if (url == shown) return
    if (loc.pathname != shown.split('?')[0]) return reload()
    shown = url
    post({ t: 'pop', s: 0, url }, top)
  })
  win.addEventListener('online', () => (link.reset(), link.now()))
  return { close: () => link.close(), get queue() { return queue.map((q) => q.m) } }
}
