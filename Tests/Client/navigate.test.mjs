// Live navigation: links and back/forward to other screens go over the
// socket, the new screen replaces the root, focus moves to its heading.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { livePage, fire, nextTask } from './support.mjs'
import { linkTarget } from '../../Public/trellis/navigate.js'
import { PENDING } from '../../Public/trellis/live.js'

const home = '<main><h1>Gallery</h1><a id="c" href="/counter?count=2">Counter</a>' +
  '<a id="x" href="https://example.com/">Out</a><a id="n" target="_blank" href="/counter">New</a>' +
  '<a id="d" download href="/file.csv">File</a><a id="h" href="#top">Top</a>' +
  '<button data-t-click="4">+</button></main>'
const counter = '<main><h1>Counter</h1><output>2</output></main>'
// The answer to a `go`: the new session, its token, and its whole root.
const entry = (url, push = true) => ({
  t: 'joined', v: 4, session: 'S2', resumed: false, s: 0, page: 'tok2',
  b: 1, ops: [[9, counter]], url, ...(push && { push }), title: 'Counter: 2',
})
const joined = (p) => (p.socket().open(), p.socket().receive({ t: 'joined', v: 4, session: 'S1', resumed: false, s: 0 }), p.socket())

test('a plain click on a same-origin link goes over the socket; the new screen replaces the root', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: home, url: 'http://127.0.0.1:8080/' })
  const ws = joined(p)
  p.win.marker = 1
  const click = fire(p.doc.getElementById('c'), 'click')
  assert.ok(click.defaultPrevented, 'the browser does not load the page')
  assert.deepEqual(ws.of('go'), [{ t: 'go', url: '/counter?count=2' }])
  ws.receive(entry('/counter?count=2'))
  assert.equal(p.root.innerHTML, counter.replace('<h1>', '<h1 tabindex="-1">'))
  t.mock.timers.tick(0)
  assert.equal(p.win.location.pathname + p.win.location.search, '/counter?count=2')
  assert.equal(p.win.history.length, 2)
  assert.equal(p.doc.title, 'Counter: 2')
  assert.equal(p.doc.activeElement, p.root.querySelector('h1'), 'focus is on the heading')
  assert.deepEqual(JSON.parse(p.win.sessionStorage.getItem('trellis')), { page: 'tok2', session: 'S2' })
  assert.equal(p.win.marker, 1)
  assert.deepEqual(p.assigns, [])
  assert.deepEqual(p.reloads, [])
  // A reconnect presents the new page's token and session, at the new URL.
  ws.drop()
  t.mock.timers.tick(250)
  p.socket().open()
  const join = p.socket().of('join')[0]
  assert.deepEqual([join.page, join.session, join.b, join.url], ['tok2', 'S2', 1, '/counter?count=2'])
})

test('links with another origin, a target, download, a modifier or a hash are the browser’s', () => {
  const p = livePage({ body: home, url: 'http://127.0.0.1:8080/' })
  const ws = joined(p)
  for (const id of ['x', 'n', 'd', 'h']) {
    const click = fire(p.doc.getElementById(id), 'click')
    assert.equal(click.defaultPrevented, false, id)
  }
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
    assert.equal(fire(p.doc.getElementById('c'), 'click', init).defaultPrevented, false)
  }
  assert.deepEqual(ws.of('go'), [])
})

test('linkTarget keeps the path and query of same-origin http links only', () => {
  const p = livePage({ body: '<a href="/todo?filter=done#x">t</a><a href="mailto:a@b.c">m</a>', url: 'http://127.0.0.1:8080/' })
  const [todo, mail] = p.doc.querySelectorAll('a')
  const click = (el) => ({ target: el, button: 0 })
  assert.equal(linkTarget(click(todo), p.win.location), '/todo?filter=done')
  assert.equal(linkTarget(click(mail), p.win.location), undefined)
})

test('without a joined socket, or from a server of another version, a link loads the page', () => {
  const p = livePage({ body: home, url: 'http://127.0.0.1:8080/' })
  assert.equal(fire(p.doc.getElementById('c'), 'click').defaultPrevented, false, 'not joined yet')
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 5, session: 'S1', resumed: false, s: 0 })
  assert.equal(fire(p.doc.getElementById('c'), 'click').defaultPrevented, false, 'another version')
  p.socket().receive({ t: 'navigate', url: '/monsters' })
  assert.deepEqual(p.assigns, ['/monsters'])
})

test('a path that is no live screen is loaded when the server says so', () => {
  const p = livePage({ body: home, url: 'http://127.0.0.1:8080/' })
  const ws = joined(p)
  fire(p.doc.getElementById('c'), 'click')
  ws.receive({ t: 'load', url: '/counter?count=2' })
  assert.deepEqual(p.assigns, ['/counter?count=2'])
})

test('the server’s navigate goes over the socket too', () => {
  const p = livePage({ body: home, url: 'http://127.0.0.1:8080/' })
  const ws = joined(p)
  ws.receive({ t: 'navigate', url: '/counter?count=2&_o=m1' })
  assert.deepEqual(ws.of('go'), [{ t: 'go', url: '/counter?count=2&_o=m1' }])
  assert.deepEqual(p.assigns, [])
})

test('back to another screen goes over the socket and replaces the entry', async () => {
  const p = livePage({ body: home, url: 'http://127.0.0.1:8080/' })
  const ws = joined(p)
  fire(p.doc.getElementById('c'), 'click')
  ws.receive(entry('/counter?count=2'))
  await nextTask()
  // Back to home: the home screen is mounted from its URL, no entry is pushed.
  p.win.history.replaceState(null, '', '/')
  p.win.dispatchEvent(new p.win.PopStateEvent('popstate'))
  assert.deepEqual(ws.of('go').at(-1), { t: 'go', url: '/', push: false })
  const length = p.win.history.length
  ws.receive({ ...entry('/', false), session: 'S3', page: 'tok3', ops: [[9, home]], title: 'Trellis gallery' })
  await nextTask()
  assert.equal(p.win.history.length, length)
  assert.equal(p.doc.title, 'Trellis gallery')
  assert.deepEqual(p.reloads, [])
  // A pop that the server cannot serve live reloads the URL shown.
  p.win.history.replaceState(null, '', '/nowhere')
  p.win.dispatchEvent(new p.win.PopStateEvent('popstate'))
  p.socket().receive({ t: 'load', url: '/nowhere' })
  assert.deepEqual(p.reloads, ['http://127.0.0.1:8080/nowhere'])
})

test('events of the old screen are dropped; the new session numbers from 1', () => {
  const p = livePage({ body: home, url: 'http://127.0.0.1:8080/' })
  const ws = joined(p)
  const plus = p.doc.querySelector('button')
  fire(plus, 'click')
  assert.deepEqual(ws.of('e').map((m) => m.s), [1])
  fire(p.doc.getElementById('c'), 'click')
  // Made while the answer is on its way: not sent to either session.
  fire(plus, 'click')
  assert.deepEqual(ws.of('e').map((m) => m.s), [1])
  ws.receive(entry('/counter?count=2'))
  assert.deepEqual(p.client.queue, [])
  assert.equal(plus.classList.contains(PENDING), false)
  p.root.innerHTML = '<main><button data-t-click="7">+</button></main>'
  fire(p.root.querySelector('button'), 'click')
  assert.deepEqual(ws.of('e').at(-1).s, 1)
})

test('a go lost with its socket is sent again after the rejoin', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: home, url: 'http://127.0.0.1:8080/' })
  const ws = joined(p)
  fire(p.doc.getElementById('c'), 'click')
  ws.drop()
  t.mock.timers.tick(250)
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 4, session: 'S1', resumed: true, s: 0 })
  assert.deepEqual(p.socket().of('go'), [{ t: 'go', url: '/counter?count=2' }])
  p.socket().receive(entry('/counter?count=2'))
  t.mock.timers.tick(0)
  assert.equal(p.win.location.pathname, '/counter')
})
