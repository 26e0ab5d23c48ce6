// The live session of a page (docs/PROTOCOL.md, "Session messages"): joins the socket
// the page names, applies updates (patches, URL, title in one frame), sends
// numbered events (paced under the server's rate limit, input events for one
// field coalescing while they wait) and resends those not yet acknowledged
// after a reconnect, replays them into a session rebuilt from the URL when
// the server lost the old one, and moves to other screens over the socket
// (navigate.js) while showing the connection's state (status.js).

import { applyPatches } from './patch.js'
import { connect } from './socket.js'
import { delegate } from './events.js'
import { autofocuser, keepFocus, nodeAt } from './focus.js'
import { reporter } from './report.js'
import { pacer, RATE } from './pace.js'
import { notify, targetOf } from './replay.js'
import { optimistic, unapply, reapply } from './optimistic.js'
import { followLinks, enterScreen } from './navigate.js'
import { announcer } from './announce.js'
import { connectionState, CONNECTED, RECONNECTING, OFFLINE } from './status.js'

/** The class of elements whose event the server has not acknowledged yet. */
export const PENDING = 't-pending'
export { OFFLINE }
/** The protocol version spoken; a server that answers with another is left by full loads. */
const VERSION = 4
// What to do after a server error is the error's `then` (docs/PROTOCOL.md,
// "Errors"): `reload` (only a fresh page helps), `resend` (nothing from the
// event on was applied), `stop` (show the message, which is written for the
// user, and retry no more); `reconnect` needs nothing: the socket redials.

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
  let page = meta('page')
  const top = doc.getElementById('trellis-root')
  const report = options.report || reporter(win)
  // Error pages carry no token and no live root: nothing to connect.
  if (!page || !top) return report('page.not-live')
  const here = () => loc.pathname + loc.search
  const state = connectionState(doc), announce = announcer(doc)
  announce(top, true)
  let saved = {}
  try { saved = JSON.parse(store.getItem('trellis')) || {} } catch {}
  // A session is bound to the page token that created it.
  let session = saved.page == page ? saved.session : undefined
  let seq = 0, batch = 0, ready = false, busy = false, resendTimer = 0, shown = here()
  // The last batch the server was told about, and the pending `ack`'s timer.
  let told = 0, ackTimer = 0
  // Whether the session was rebuilt and its first batch (the whole view)
  // is not applied yet: events still name elements of the lost session's page.
  let rebuilding = false
  // The `go` sent and not answered yet (live navigation), and whether the
  // server speaks this client's version (else other screens are loaded).
  let going, live = true
  // Unacknowledged messages in order: { m, el, t (event target), type, sent, path }.
  const queue = []
  const bucket = pacer(() => Date.now())
  let paceTimer = 0
  // An update's URL and title wait for a task of their own: a history write
  // took Chromium 0.5-3 ms (measured), which held the patched DOM back from
  // the screen. Written in order, before anything reads or leaves the entry.
  let entry
  const record = () => {
    if (!entry) return
    const { url, push, title } = entry
    entry = undefined
    if (url != null) win.history[push ? 'pushState' : 'replaceState'](null, '', url), (shown = here())
    if (title != null) doc.title = title
  }
  const leave = (go) => (record(), link.close(), go())
  const reload = () => leave(options.reload || (() => loc.reload()))
  // Ends the session for good and tells the user why.
  const stop = (text) => (link.close(), top.classList.add('t-stopped'), notify(doc, text))
  const focusNew = autofocuser(top)
  // Whether markup or an attribute name in patch operations `ops` holds `word`: a
  // string, or in a row template its statics and the rows sent whole (values are text).
  const has = (x, word) => typeof x == 'string' ? x.includes(word)
    : Array.isArray(x) && Array.isArray(x[0]) && (x[0].some((s) => has(s, word)) || x.some((r) => typeof r == 'string' && has(r, word)))
  const mentions = (ops = [], word) => ops.some((op) => Array.isArray(op) && op.some((x) => has(x, word)))
  const load = (url) => leave(() => (options.assign || ((u) => loc.assign(u)))(url))
  // Asks the server to end this screen's session and mount the one at
  // `url` on this socket (docs/PROTOCOL.md, "Live navigation"); false when
  // it cannot (no joined socket, another protocol version): load it then.
  const go = (url, push) => {
    // A second click while the first is on its way is the same move.
    if (going) return true
    if (!ready || !live) return false
    record()
    going = { t: 'go', url, ...(!push && { push }) }
    // Nothing more for the old session: events made meanwhile are dropped with it.
    ready = false
    return link.send(going)
  }

  const settle = (el) => { if (!queue.some((q) => q.el == el)) el.classList.remove(PENDING) }
  const acked = (s) => {
    while (queue[0]?.m.s <= s) settle(queue.shift().el)
  }
  // Sends what waits, in order, as fast as the pace allows; the newest
  // batch applied rides along on the first event as its acknowledgement.
  const flush = () => {
    for (const q of queue) {
      if (q.sent) continue
      if (!ready) return
      if (!bucket.take()) return void (paceTimer ||= win.setTimeout(() => ((paceTimer = 0), flush()), 1000 / RATE))
      delete q.m.b
      if (q.m.t == 'e' && batch > told) (q.m.b = batch), (told = batch)
      if (!link.send(q.m)) return
      q.sent = true
    }
  }
  const resend = () => {
    for (const q of queue) q.sent = false
    flush()
  }
  // The server lost the session and made a new one from the URL: number
  // the waiting messages for it, and name each event's target by where it
  // is in the page (the new session's ids are not the page's). An event
  // whose element is gone is told to the user, not sent.
  const rebuild = () => {
    seq = batch = told = 0
    rebuilding = true
    for (const q of [...queue]) {
      if (q.m.t == 'e') {
        const target = targetOf(top.firstChild, q.el, q.type)
        if (!target) {
          queue.splice(queue.indexOf(q), 1)
          settle(q.el)
          lost(q.type)
          continue
        }
        Object.assign(q.m, target)
        q.path = target.p
      }
      q.m.s = ++seq
    }
  }
  const lost = (type = 'event', detail) => {
    report('event.stale', detail || type)
    notify(doc, `A ${type} made offline was not applied: the page changed.`)
  }
  // After the rebuilt session's first batch the page's elements are new:
  // the waiting events' elements are found again by their paths.
  const refind = () => {
    for (const q of queue) {
      const el = q.path && nodeAt(top.firstChild, q.path)
      if (el?.classList) (q.el = el), el.classList.add(PENDING)
    }
  }
  const ackLater = () => {
    ackTimer ||= win.setTimeout(() => {
      ackTimer = 0
      if (batch > told && link.send({ t: 'ack', b: batch })) told = batch
    }, ACK_DELAY)
  }

  const on = {
    joined(m) {
      live = m.v == VERSION
      // A live navigation's answer: a new session, bound to a new page
      // token; what the old screen's session still had waiting is dropped.
      if (m.page) {
        page = m.page
        session = m.session
        for (const q of queue.splice(0)) settle(q.el)
        seq = batch = told = 0
        rebuilding = false
      }
      // Asked to resume, given another session: the old one is lost.
      const rebuilt = session && m.session != session
      session = m.session
      try { store.setItem('trellis', JSON.stringify({ page, session })) } catch {}
      ready = true
      state(CONNECTED)
      // `join.b` told the server which batches are applied.
      told = batch
      link.reset()
      // Fingerprints are of the server's text: without optimistic changes.
      if (rebuilt) unapply(queue), rebuild(), reapply(queue)
      else acked(m.s)
      if (m.page) {
        going = undefined
        on.u(m)
        enterScreen(win, top)
      } else if (going) return void ((ready = false), link.send(going))
      resend()
    },
    // An update: patches (numbered `b`), then the URL, then the title; `s`
    // acknowledges events. A numbered one already applied is only acknowledged.
    u(m) {
      // Optimistic changes come off before the patches and back after (optimistic.js).
      unapply(queue)
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
        // Each looks through the whole root: only when the batch can have
        // brought what it looks for (a 1,000-row table made it cost).
        if (mentions(m.ops, 'autofocus')) focusNew()
        batch = m.b
        if (rebuilding) (rebuilding = false), refind()
        if (mentions(m.ops, 'data-trellis-announce')) announce(top)
      }
      if (fresh && (m.url ?? m.title) != null) {
        record()
        entry = { url: m.url, push: m.push, title: m.title }
        win.setTimeout(record)
      }
      acked(m.s)
      reapply(queue)
      if (m.b) ackLater()
    },
    ack: (m) => (unapply(queue), acked(m.s), reapply(queue)),
    navigate: (m) => go(m.url, true) || load(m.url),
    // The server cannot show that URL live: load it (a pop's URL is the one shown).
    load: (m) => (going?.push === false ? reload() : load(m.url)),
    error(m) {
      if (m.code == 'event.stale') return lost(queue.find((q) => q.m.s == m.s)?.type, m.message)
      report(m.code, m.message)
      if (m.then == 'reload') reload()
      else if (m.then == 'stop') stop(m.message)
      else if (m.then == 'resend' && !resendTimer) {
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
      state(RECONNECTING)
      record()
      link.send({ t: 'join', v: VERSION, page, ...(session && { session }), b: batch, url: here() })
    },
    message(m) {
      if (on.hasOwnProperty(m?.t)) on[m.t](m)
      else report('message.unknown', m)
    },
    report,
    down() {
      ready = false
      state(OFFLINE)
    },
    random: options.random,
  })

  // Numbers a message, keeps it until acknowledged, marks `el` as waiting,
  // and sends it when the pace allows. An input event whose field's last
  // one still waits unsent replaces that one's value instead: the server
  // needs only the latest text.
  const post = (m, el, t, type, b) => {
    const last = queue.at(-1)
    if (type == 'input' && last && !last.sent && last.type == type && last.el == el && last.m.h == m.h) {
      // (Its target, if replayed, stays: a field's value is not its text.)
      Object.assign(last.m, m, { s: last.m.s })
      return
    }
    m.s = ++seq
    const q = { m, el, t, type }
    // Until the rebuilt view arrives, the page still shows the lost session's ids.
    const target = rebuilding && m.t == 'e' && targetOf(top.firstChild, el, type)
    if (target) Object.assign(m, target), (q.path = target.p)
    // (After the fingerprints: they are of the server's text.)
    if (b?.o) q.o = optimistic(el, b.o, t)
    queue.push(q)
    flush()
    // After the send: restyling the element took Chromium about 0.09 ms
    // (measured), which the event would otherwise wait for.
    el.classList.add(PENDING)
  }
  // The page's forms for browsers without JavaScript (docs/PROTOCOL.md,
  // "Without JavaScript") are taken away: bound buttons and fields then have
  // no form to submit, and events go over the socket alone.
  for (const el of doc.querySelectorAll('#trellis-post, .trellis-nojs')) el.remove()
  const waiting = delegate(doc, (el, h, payload, t, type, b) => post({ t: 'e', s: 0, h, ...payload }, el, t, type, b), () => busy)

  // Back and forward: the URL holds the state. Within the screen (same
  // path) the session shows it, numbered like an event so that it is
  // resent and applied once; another screen's URL is navigated to live.
  win.addEventListener('popstate', () => {
    // A URL still waiting belongs to the entry that was left.
    entry = undefined
    const url = here()
    if (url == shown) return
    const other = loc.pathname != shown.split('?')[0]
    shown = url
    if (other) return void (go(url, false) || reload())
    post({ t: 'pop', s: 0, url }, top)
  })
  followLinks(doc, go)
  win.addEventListener('online', () => (link.reset(), link.now()))
  return { close: () => link.close(), get queue() { return queue.map((q) => q.m) } }
}
