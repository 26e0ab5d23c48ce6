// The connection state on <html> and the indicator that shows a lost session.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { livePage, fire } from './support.mjs'
import { CONNECTED, RECONNECTING, OFFLINE, STATUS_DELAY } from '../../Public/trellis/status.js'
import { PENDING } from '../../Public/trellis/live.js'

const classes = (p) => [CONNECTED, RECONNECTING, OFFLINE].filter((c) => p.doc.documentElement.classList.contains(c))
const indicator = (p) => p.doc.getElementById('trellis-status')

test('exactly one state class: reconnecting until joined, offline without a socket', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: '<main><button data-t-click="2">+</button></main>' })
  assert.deepEqual(classes(p), [RECONNECTING])
  p.socket().open()
  assert.deepEqual(classes(p), [RECONNECTING])
  p.socket().receive({ t: 'joined', v: 4, session: 'S1', resumed: false, s: 0 })
  assert.deepEqual(classes(p), [CONNECTED])
  p.socket().drop()
  assert.deepEqual(classes(p), [OFFLINE])
  // What is done meanwhile waits, and looks it.
  const plus = p.doc.querySelector('button')
  fire(plus, 'click')
  assert.ok(plus.classList.contains(PENDING))
  t.mock.timers.tick(250)
  p.socket().open()
  assert.deepEqual(classes(p), [RECONNECTING])
  p.socket().receive({ t: 'joined', v: 4, session: 'S1', resumed: true, s: 0 })
  assert.deepEqual(classes(p), [CONNECTED])
})

test('the indicator shows after the delay without a session and goes when it is back', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage()
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 4, session: 'S1', resumed: false, s: 0 })
  p.socket().drop()
  t.mock.timers.tick(STATUS_DELAY - 1)
  assert.equal(indicator(p), null, 'a short drop shows nothing')
  t.mock.timers.tick(1)
  assert.equal(indicator(p).getAttribute('role'), 'status')
  assert.match(indicator(p).textContent, /Reconnecting/)
  // Redials that fail keep the one indicator.
  for (let i = 0; i < 3; i++) (t.mock.timers.tick(10000), p.socket().open(), p.socket().drop())
  assert.equal(p.doc.querySelectorAll('#trellis-status').length, 1)
  t.mock.timers.tick(10000)
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 4, session: 'S1', resumed: true, s: 0 })
  assert.equal(indicator(p), null)
})

test('a drop shorter than the delay never shows the indicator', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage()
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 4, session: 'S1', resumed: false, s: 0 })
  p.socket().drop()
  t.mock.timers.tick(250)
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 4, session: 'S1', resumed: true, s: 0 })
  t.mock.timers.tick(5000)
  assert.equal(indicator(p), null)
})
