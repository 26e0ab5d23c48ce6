// Reconnection: exponential backoff with full jitter, resuming the session,
// resending every unacknowledged event in order, heartbeats, resend after a
// rate limit.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { livePage, fire } from './support.mjs'
import { PENDING } from '../../Public/trellis/live.js'

const timers = (t) => t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })

test('backoff doubles from 250 ms to a 10 s cap, scaled by the jitter', (t) => {
  timers(t)
  let jitter = 1
  const p = livePage({ random: () => jitter })
  const expected = [250, 500, 1000, 2000, 4000, 8000, 10000, 10000]
  for (const delay of expected) {
    const count = p.sockets.length
    p.socket().drop()
    t.mock.timers.tick(delay - 1)
    assert.equal(p.sockets.length, count, `not before ${delay} ms`)
    t.mock.timers.tick(1)
    assert.equal(p.sockets.length, count + 1, `at ${delay} ms`)
  }
  // Full jitter: a draw of 0.25 waits a quarter of the cap.
  jitter = 0.25
  p.socket().drop()
  t.mock.timers.tick(2499)
  assert.equal(p.sockets.length, expected.length + 1)
  t.mock.timers.tick(1)
  assert.equal(p.sockets.length, expected.length + 2)
})

test('jitter keeps every delay within [0, cap)', (t) => {
  timers(t)
  const draws = [0, 0.999, 0.5, 0.1]
  const p = livePage({ random: () => draws.shift() ?? 0.5 })
  const caps = [250, 500, 1000, 2000]
  for (const cap of caps) {
    const count = p.sockets.length
    p.socket().drop()
    t.mock.timers.tick(cap)
    assert.equal(p.sockets.length, count + 1, `reconnected within ${cap} ms`)
  }
})

test('a successful join resets the backoff', (t) => {
  timers(t)
  const p = livePage({ random: () => 1 })
  p.socket().drop()
  t.mock.timers.tick(250)
  p.socket().drop()
  t.mock.timers.tick(500)
  p.join()
  p.socket().drop()
  t.mock.timers.tick(250)
  assert.equal(p.sockets.length, 4)
})

test('after a dropped socket the session resumes and unacknowledged events are resent in order, once', (t) => {
  timers(t)
  const p = livePage({ body: '<main><button data-t-click="1">+</button></main>' })
  const button = p.doc.querySelector('button')
  const first = p.join({ session: 'S1' })
  for (let i = 0; i < 4; i++) fire(button, 'click')
  first.receive({ t: 'u', b: 1, s: 1, ops: [0, 0, [1, '1']] })
  first.receive({ t: 'ack', s: 1 })
  first.drop()
  // Clicks while disconnected are numbered and buffered.
  fire(button, 'click')
  fire(button, 'click')
  t.mock.timers.tick(125)
  const second = p.socket()
  assert.notEqual(second, first)
  second.open()
  assert.deepEqual(second.sent, [{ t: 'join', v: 4, page: 'tok', session: 'S1', b: 1, url: '/counter?count=0' }])
  // The server had applied events up to 3 before the socket died.
  second.receive({ t: 'joined', v: 1, session: 'S1', resumed: true, s: 3 })
  assert.deepEqual(second.of('e').map((m) => m.s), [4, 5, 6])
  assert.ok(button.classList.contains(PENDING))
  second.receive({ t: 'ack', s: 6 })
  assert.equal(button.classList.contains(PENDING), false)
  const all = [...first.of('e'), ...second.of('e')].map((m) => m.s)
  assert.deepEqual(first.of('e').map((m) => m.s), [1, 2, 3, 4])
  assert.deepEqual([...new Set(all)].sort(), [1, 2, 3, 4, 5, 6])
})

test('the page batch survives reconnects: a resent batch is not applied twice', (t) => {
  timers(t)
  const p = livePage()
  const first = p.join()
  first.receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [2, 'a', 0]] })
  first.drop()
  t.mock.timers.tick(250)
  p.socket().open()
  assert.equal(p.socket().sent[0].b, 1)
  p.socket().receive({ t: 'joined', v: 1, session: 'S1', resumed: true, s: 0 })
  p.socket().receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [2, 'a', 0]] })
  p.socket().receive({ t: 'u', b: 2, s: 0, ops: [0, 0, [2, 'b', 0]] })
  assert.equal(p.root.textContent, '0ab')
})

test('a session that expired while away rebuilds the page from its URL', (t) => {
  timers(t)
  const p = livePage()
  p.join().drop()
  t.mock.timers.tick(250)
  p.socket().open()
  p.socket().receive({ t: 'error', code: 'session.expired', message: 'gone', fatal: true, then: 'reload' })
  assert.equal(p.reloads.length, 1)
  p.socket().drop()
  t.mock.timers.tick(20000)
  assert.equal(p.sockets.length, 2, 'no reconnect after giving up')
})

test('a rate-limited event and the gaps after it are sent again a second later', (t) => {
  timers(t)
  const p = livePage({ body: '<main><button data-t-click="1">+</button></main>' })
  const ws = p.join()
  const button = p.doc.querySelector('button')
  fire(button, 'click')
  fire(button, 'click')
  fire(button, 'click')
  ws.receive({ t: 'ack', s: 1 })
  ws.receive({ t: 'error', code: 'rate.limited', message: 'slow down', s: 2, fatal: false, then: 'resend' })
  ws.receive({ t: 'error', code: 'seq.gap', message: 'expected 2, got 3', s: 3, fatal: false, then: 'resend' })
  t.mock.timers.tick(999)
  assert.deepEqual(ws.of('e').map((m) => m.s), [1, 2, 3])
  t.mock.timers.tick(1)
  assert.deepEqual(ws.of('e').map((m) => m.s), [1, 2, 3, 2, 3])
})

test('the client pings every 15 s and drops a socket silent for 45 s', (t) => {
  timers(t)
  const p = livePage()
  const ws = p.join()
  t.mock.timers.tick(15000)
  assert.deepEqual(ws.of('ping'), [{ t: 'ping', n: 1 }])
  ws.receive({ t: 'pong', n: 1 })
  // (jsdom re-arms intervals itself: tick one period at a time.)
  t.mock.timers.tick(15000)
  t.mock.timers.tick(15000)
  assert.equal(p.sockets.length, 1, 'heard within the last 45 s')
  t.mock.timers.tick(15000)
  assert.deepEqual(p.reports, ['socket.silent'])
  assert.equal(ws.readyState, 3)
  t.mock.timers.tick(250)
  assert.equal(p.sockets.length, 2)
})

test('coming back online dials at once', (t) => {
  timers(t)
  const p = livePage({ random: () => 1 })
  for (let i = 0; i < 5; i++) {
    p.socket().drop()
    t.mock.timers.tick(250 * 2 ** i)
  }
  p.socket().drop()
  const count = p.sockets.length
  p.win.dispatchEvent(new p.win.Event('online'))
  assert.equal(p.sockets.length, count + 1)
})
