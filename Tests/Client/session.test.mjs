// The live client's session messages (docs/PROTOCOL.md, "Session messages"): join,
// patch → ack, acknowledgements, URL, title, navigation, errors.
import { test } from 'node:test'
import { readFileSync } from 'node:fs'
import assert from 'node:assert/strict'
import { livePage, fire, nextTask } from './support.mjs'
import { PENDING } from '../../Public/trellis/live.js'

test('joins the socket the page names with its token, batch and URL', () => {
  const p = livePage()
  assert.equal(p.socket().url, 'ws://127.0.0.1:8080/live')
  p.socket().open()
  assert.deepEqual(p.socket().sent, [{ t: 'join', v: 4, page: 'tok', b: 0, url: '/counter?count=0' }])
})

test("takes the page's no-JavaScript forms away: a bound button then submits nothing", () => {
  const p = livePage({
    body: '<main><button form="trellis-post" type="submit" name="_e" value="1" data-t-click="1">+</button></main>',
    after: '<form id="trellis-post" method="post" hidden></form>' +
      '<input type="hidden" class="trellis-nojs" form="f" name="_e" value="2">',
  })
  assert.equal(p.doc.getElementById('trellis-post'), null)
  assert.equal(p.doc.querySelector('.trellis-nojs'), null)
  assert.equal(p.doc.querySelector('button').form, null)
  const ws = p.join()
  fire(p.doc.querySelector('button'), 'click')
  assert.deepEqual(ws.of('e').map((m) => m.h), [1])
})

test('an event leaves before its element is marked as waiting', () => {
  // Restyling the element first held every click back by about 0.09 ms in Chromium.
  const p = livePage({ body: '<main><button data-t-click="1">+</button></main>' })
  const ws = p.join()
  const button = p.doc.querySelector('button')
  const marked = []
  const send = ws.send.bind(ws)
  ws.send = (data) => (marked.push(button.classList.contains(PENDING)), send(data))
  fire(button, 'click')
  assert.deepEqual(marked, [false])
  assert.ok(button.classList.contains(PENDING))
})

test('uses wss on https pages', () => {
  const p = livePage({ url: 'https://example.com/todo?filter=done' })
  assert.equal(p.socket().url, 'wss://example.com/live')
})

test('resumes the stored session only for the same page token', () => {
  const same = livePage({ storage: { page: 'tok', session: 'old' } })
  same.socket().open()
  assert.equal(same.socket().sent[0].session, 'old')
  const other = livePage({ storage: { page: 'another', session: 'old' } })
  other.socket().open()
  assert.equal('session' in other.socket().sent[0], false)
})

test('joined stores the session per tab, bound to the page token', () => {
  const p = livePage()
  p.join({ session: 'abc' })
  assert.deepEqual(JSON.parse(p.win.sessionStorage.getItem('trellis')), { page: 'tok', session: 'abc' })
})

test('a patch batch is applied to the screen root and acknowledged a moment later', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage()
  const ws = p.join()
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [1, '7']] })
  assert.equal(p.root.innerHTML, '<main><p>7</p></main>')
  assert.deepEqual(ws.of('ack'), [])
  t.mock.timers.tick(200)
  assert.deepEqual(ws.of('ack'), [{ t: 'ack', b: 1 }])
})

test('a batch that replaces the root leaves later batches addressing the new root', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage()
  const ws = p.join()
  ws.receive({ t: 'u', b: 1, s: 0, ops: [[9, '<section><b>x</b></section>']] })
  ws.receive({ t: 'u', b: 2, s: 0, ops: [0, 0, [1, 'y']] })
  assert.equal(p.root.innerHTML, '<section><b>y</b></section>')
  // One acknowledgement covers both.
  t.mock.timers.tick(200)
  assert.deepEqual(ws.of('ack').map((m) => m.b), [2])
})

test('a batch already applied is not applied again', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage()
  const ws = p.join()
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [2, '!', 0]] })
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [2, '!', 0]] })
  assert.equal(p.root.textContent, '0!')
  t.mock.timers.tick(200)
  assert.deepEqual(ws.of('ack'), [{ t: 'ack', b: 1 }])
})

test('the next event carries the acknowledgement instead of an ack of its own', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: '<main><button data-t-click="3">+</button><p>0</p></main>' })
  const ws = p.join()
  const button = p.doc.querySelector('button')
  fire(button, 'click')
  ws.receive({ t: 'u', b: 1, s: 1, ops: [1, 0, [1, '1']] })
  fire(button, 'click')
  assert.deepEqual(ws.of('e'), [{ t: 'e', s: 1, h: 3 }, { t: 'e', s: 2, h: 3, b: 1 }])
  t.mock.timers.tick(200)
  assert.deepEqual(ws.of('ack'), [])
})

test('a patch that does not fit the DOM is reported and the page rebuilt from its URL', () => {
  const p = livePage()
  p.join().receive({ t: 'u', b: 1, s: 0, ops: [5, [1, 'x']] })
  assert.deepEqual(p.reports, ['patch.missing-node'])
  assert.equal(p.reloads.length, 1)
})

test('events are numbered, sent once joined, and pending until acknowledged', () => {
  const p = livePage({ body: '<main><button data-t-click="3">+</button><button data-t-click="4">-</button></main>' })
  const [plus, minus] = p.doc.querySelectorAll('button')
  fire(plus, 'click')
  assert.ok(plus.classList.contains(PENDING))
  const ws = p.join()
  fire(minus, 'click')
  fire(plus, 'click')
  assert.deepEqual(ws.of('e'), [{ t: 'e', s: 1, h: 3 }, { t: 'e', s: 2, h: 4 }, { t: 'e', s: 3, h: 3 }])
  ws.receive({ t: 'ack', s: 1 })
  assert.ok(plus.classList.contains(PENDING), 'event 3 still waits')
  ws.receive({ t: 'ack', s: 2 })
  assert.equal(minus.classList.contains(PENDING), false)
  assert.deepEqual(p.client.queue.map((m) => m.s), [3])
  // A batch made after event 3 acknowledges it too.
  ws.receive({ t: 'u', b: 1, s: 3, ops: [] })
  assert.equal(plus.classList.contains(PENDING), false)
  assert.deepEqual(p.client.queue, [])
})

test('url messages push or replace history; title sets the document title', async () => {
  const p = livePage()
  const ws = p.join()
  const before = p.win.history.length
  ws.receive({ t: 'u', s: 0, url: '/counter?count=1' })
  await nextTask()
  assert.equal(p.win.location.pathname + p.win.location.search, '/counter?count=1')
  assert.equal(p.win.history.length, before)
  ws.receive({ t: 'u', s: 0, url: '/detail?id=4', push: true })
  await nextTask()
  assert.equal(p.win.location.pathname + p.win.location.search, '/detail?id=4')
  assert.equal(p.win.history.length, before + 1)
  ws.receive({ t: 'u', s: 0, title: 'Detail' })
  await nextTask()
  assert.equal(p.doc.title, 'Detail')
})

test('the URL and title are written in the next task, in order, after the patched DOM', async () => {
  const p = livePage()
  const ws = p.join()
  const before = p.win.history.length
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [1, '1']], url: '/counter?count=1', push: true, title: 'One' })
  assert.equal(p.doc.querySelector('p').textContent, '1')
  assert.equal(p.win.location.search, '?count=0')
  // A second update before that task writes the first one's entry first.
  ws.receive({ t: 'u', b: 2, s: 0, ops: [0, 0, [1, '2']], url: '/counter?count=2', title: 'Two' })
  assert.equal(p.win.history.length, before + 1)
  assert.equal(p.doc.title, 'One')
  await nextTask()
  assert.equal(p.win.location.search, '?count=2')
  assert.equal(p.win.history.length, before + 1)
  assert.equal(p.doc.title, 'Two')
})

test('one update carries patches, then URL and title, and acknowledges the events up to its s', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: '<main><button data-t-click="3">+</button><p>0</p></main>' })
  const ws = p.join()
  const button = p.doc.querySelector('button')
  fire(button, 'click')
  const before = p.win.history.length
  ws.receive({ t: 'u', b: 1, s: 1, ops: [1, 0, [1, '1']], url: '/counter?count=1', title: 'Counter: 1' })
  assert.equal(p.doc.querySelector('p').textContent, '1')
  assert.equal(button.classList.contains(PENDING), false)
  t.mock.timers.tick(0)
  assert.equal(p.win.location.pathname + p.win.location.search, '/counter?count=1')
  assert.equal(p.win.history.length, before)
  assert.equal(p.doc.title, 'Counter: 1')
  t.mock.timers.tick(200)
  assert.deepEqual(ws.of('ack'), [{ t: 'ack', b: 1 }])
  // The same update resent (the acknowledgement was lost) changes nothing.
  p.win.history.replaceState(null, '', '/counter?count=5')
  ws.receive({ t: 'u', b: 1, s: 1, ops: [1, 0, [1, '1']], url: '/counter?count=1', title: 'Counter: 1' })
  assert.equal(p.win.location.pathname + p.win.location.search, '/counter?count=5')
})

test('the update frames the server writes (Tests/Fixtures/updates.json) apply as their fields say', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const cases = JSON.parse(readFileSync(new URL('../Fixtures/updates.json', import.meta.url), 'utf8'))
  for (const { name, update, frame } of cases) {
    const p = livePage({ body: '<main><b>-</b><p>0</p></main>' })
    const ws = p.join()
    const before = p.win.history.length
    const m = JSON.parse(frame)
    assert.deepEqual(m, { t: 'u', ...update, ...(update.ops && { ops: JSON.parse(update.ops) }) }, name)
    ws.receive(frame)
    if (update.ops) assert.notEqual(p.doc.querySelector('p').textContent, '0', name)
    t.mock.timers.tick(0)
    if (update.url) assert.equal(p.win.location.pathname + p.win.location.search, update.url, name)
    assert.equal(p.win.history.length, before + (update.push ? 1 : 0), name)
    if (update.title) assert.equal(p.doc.title, update.title, name)
    t.mock.timers.tick(200)
    assert.deepEqual(ws.of('ack'), update.b ? [{ t: 'ack', b: update.b }] : [], name)
  }
})

test('navigate loads the URL as a new page and stops the socket', () => {
  const p = livePage()
  const ws = p.join()
  ws.receive({ t: 'navigate', url: '/monsters?page=2' })
  assert.deepEqual(p.assigns, ['/monsters?page=2'])
  ws.drop()
  assert.equal(p.sockets.length, 1)
})

test('an expired session or page rebuilds the screen from the current URL', () => {
  for (const code of ['session.expired', 'page.expired', 'session.forbidden', 'queue.overflow']) {
    const p = livePage()
    p.socket().open()
    p.socket().receive({ t: 'error', code, message: 'gone', fatal: true, then: 'reload' })
    assert.deepEqual(p.reloads, ['http://127.0.0.1:8080/counter?count=0'], code)
    assert.deepEqual(p.reports, [code])
  }
})

test('non-fatal errors are reported and the session goes on', () => {
  const p = livePage()
  const ws = p.join()
  ws.receive({ t: 'error', code: 'handler.unknown', message: 'no handler 9', s: 1, fatal: false })
  ws.receive('not json')
  ws.receive({ t: 'surprise' })
  assert.deepEqual(p.reports, ['handler.unknown', 'socket.malformed', 'message.unknown'])
  assert.deepEqual(p.reloads, [])
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [1, '1']] })
  assert.equal(p.root.textContent, '1')
})

test('a server ping is answered with a pong of the same number', () => {
  const p = livePage()
  const ws = p.join()
  ws.receive({ t: 'ping', n: 7 })
  assert.deepEqual(ws.of('pong'), [{ t: 'pong', n: 7 }])
})

test('back or forward within the screen sends a numbered pop, no reload; a hash change nothing', async () => {
  const p = livePage()
  const ws = p.join()
  ws.receive({ t: 'u', s: 0, url: '/counter?count=1', push: true })
  await nextTask()
  p.win.history.replaceState(null, '', '/counter?count=1#top')
  p.win.dispatchEvent(new p.win.PopStateEvent('popstate'))
  assert.deepEqual(ws.of('pop'), [])
  p.win.history.replaceState(null, '', '/counter?count=0')
  p.win.dispatchEvent(new p.win.PopStateEvent('popstate'))
  assert.deepEqual(p.reloads, [])
  assert.deepEqual(ws.of('pop'), [{ t: 'pop', s: 1, url: '/counter?count=0' }])
  // The screen waits for the restored state; events go on numbering after it.
  assert.ok(p.root.classList.contains(PENDING))
  ws.receive({ t: 'u', b: 1, s: 1, ops: [0, 0, [1, '0']] })
  assert.equal(p.root.classList.contains(PENDING), false)
  assert.deepEqual(p.client.queue, [])
})

test('a pop made while disconnected is resent after the join, in order with the events', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: '<main><button data-t-click="3">+</button></main>' })
  const ws = p.join()
  ws.receive({ t: 'u', s: 0, url: '/counter?count=1', push: true })
  t.mock.timers.tick(0)
  ws.drop()
  fire(p.doc.querySelector('button'), 'click')
  p.win.history.replaceState(null, '', '/counter?count=0')
  p.win.dispatchEvent(new p.win.PopStateEvent('popstate'))
  assert.deepEqual(ws.of('pop'), [])
  t.mock.timers.tick(250)
  p.join({ resumed: true })
  assert.deepEqual(p.socket().sent.slice(1).map((m) => [m.t, m.s]), [['e', 1], ['pop', 2]])
  assert.deepEqual(p.client.queue.map((m) => m.t), ['e', 'pop'])
})

test('back or forward to another screen loads that page; a bad pop URL loads its 400 page', () => {
  const p = livePage()
  const ws = p.join()
  p.win.history.pushState(null, '', '/todo?filter=done')
  p.win.dispatchEvent(new p.win.PopStateEvent('popstate'))
  assert.deepEqual(p.reloads, ['http://127.0.0.1:8080/todo?filter=done'])
  assert.deepEqual(ws.of('pop'), [])
  const q = livePage()
  const qs = q.join()
  q.win.history.pushState(null, '', '/counter?count=-1')
  q.win.dispatchEvent(new q.win.PopStateEvent('popstate'))
  qs.receive({ t: 'error', code: 'url.invalid', message: 'count must be between', s: 1, fatal: false, then: 'reload' })
  assert.deepEqual(q.reloads, ['http://127.0.0.1:8080/counter?count=-1'])
})

test('a page without token or live root (an error page) opens no socket', () => {
  const p = livePage({ token: '' })
  assert.equal(p.sockets.length, 0)
  assert.deepEqual(p.reports, ['page.not-live'])
})

test('a session taken over by another tab stops and says it moved', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage()
  const ws = p.join()
  ws.receive({ t: 'error', code: 'session.moved', message: 'This page continues in another tab or window.', fatal: true, then: 'stop' })
  ws.drop()
  t.mock.timers.tick(60000)
  assert.equal(p.sockets.length, 1)
  assert.deepEqual(p.reloads, [])
  const notice = p.win.document.getElementById('trellis-notice')
  assert.match(notice.textContent, /another tab or window/)
  assert.equal(notice.getAttribute('role'), 'alert')
})

test('a fatal refusal is not retried; a shutdown is', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const refused = livePage()
  refused.socket().open()
  refused.socket().receive({ t: 'error', code: 'message.invalid', message: 'bad URL', fatal: true, then: 'stop' })
  refused.socket().drop()
  t.mock.timers.tick(60000)
  assert.equal(refused.sockets.length, 1)
  assert.equal(refused.win.document.getElementById('trellis-notice').textContent, 'bad URL')
  const stopping = livePage()
  stopping.join()
  stopping.socket().receive({ t: 'error', code: 'server.shutdown', message: 'bye', fatal: true, then: 'reconnect' })
  stopping.socket().drop()
  t.mock.timers.tick(60000)
  assert.ok(stopping.sockets.length > 1)
})
