// A page with the live client started in jsdom, a fake WebSocket the test
// drives by hand, and recorders for reloads, navigations and reports.
import { after } from 'node:test'
import { createRequire } from 'node:module'
import { start } from '../../Public/trellis/live.js'

const require = createRequire(import.meta.url)
const { JSDOM } = require('jsdom')

// Every window made, closed when the file's tests end (their timers would
// keep node running).
const windows = []
after(() => windows.forEach((win) => win.close()))

/** A socket the test opens, feeds and drops; `sent` holds decoded messages. */
class FakeSocket {
  constructor(url) {
    this.url = url
    this.sent = []
    this.readyState = 0
    FakeSocket.made.push(this)
  }
  send(data) { this.sent.push(JSON.parse(data)) }
  close() { this.readyState = 3 }
  open() { this.readyState = 1; this.onopen?.() }
  receive(m) { this.onmessage?.({ data: typeof m == 'string' ? m : JSON.stringify(m) }) }
  drop(code = 1006) { this.readyState = 3; this.onclose?.({ code }) }
  /** The messages sent of kind `t`. */
  of(t) { return this.sent.filter((m) => m.t == t) }
}

/**
 * Starts a client on a page whose live root holds `body`; `random` is the
 * jitter source (0.5 unless given), `storage` pre-fills sessionStorage.
 */
export function livePage({ body = '<main><p>0</p></main>', after = '', url = 'http://127.0.0.1:8080/counter?count=0', token = 'tok', storage, random = () => 0.5 } = {}) {
  const dom = new JSDOM(
    '<!DOCTYPE html><html><head><title>t</title>' +
      `<meta name="trellis-page" content="${token}"><meta name="trellis-socket" content="/live"></head>` +
      `<body><div id="trellis-root">${body}</div>${after}</body></html>`,
    { url, pretendToBeVisual: true },
  )
  const win = dom.window
  windows.push(win)
  if (storage) win.sessionStorage.setItem('trellis', JSON.stringify(storage))
  const sockets = (FakeSocket.made = [])
  win.WebSocket = FakeSocket
  const reloads = [], assigns = [], reports = []
  const client = start(win, {
    reload: () => reloads.push(win.location.href),
    assign: (u) => assigns.push(u),
    report: (code, detail) => reports.push(code),
    random,
  })
  const socket = () => sockets.at(-1)
  /** Opens the current socket and answers its join. */
  const join = ({ s = 0, session = 'S1', resumed = false } = {}) => {
    socket().open()
    socket().receive({ t: 'joined', v: 1, session, resumed, s })
    return socket()
  }
  return { win, doc: win.document, root: win.document.getElementById('trellis-root'), sockets, socket, join, client, reloads, assigns, reports }
}

/** Dispatches a DOM event of `type` on `el` (bubbling, cancelable). */
export function fire(el, type, init = {}) {
  const win = el.ownerDocument.defaultView
  const Kind = type == 'keydown' ? win.KeyboardEvent : type == 'focusout' ? win.FocusEvent : type == 'click' ? win.MouseEvent : win.Event
  const event = new Kind(type, { bubbles: true, cancelable: true, ...init })
  el.dispatchEvent(event)
  return event
}

/** Resolves after the page's timers due now have run (the client writes an update's URL and title in a task of its own). */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
