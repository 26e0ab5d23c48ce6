// Replay into a rebuilt session, the offline state, pacing under the
// server's rate limit and coalescing of waiting input events.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { livePage, fire } from './support.mjs'
import { OFFLINE, PENDING } from '../../Public/trellis/live.js'
import { fingerprint } from '../../Public/trellis/replay.js'
import { BURST, RATE } from '../../Public/trellis/pace.js'

const timers = (t) => t.mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'] })
const counter = '<main><button data-t-click="1">−</button><output>3</output><button data-t-click="2">+</button></main>'

test('the fingerprint is FNV-1a over UTF-16 units of tag, space, text', () => {
  // The same figures as ReplayTargetTests (Swift).
  assert.equal(fingerprint('button', '+'), 0xe3428978)
  assert.equal(fingerprint('input', ''), fingerprint('input', ''))
  assert.notEqual(fingerprint('button', '+'), fingerprint('button', '−'))
})

test('a lost session: the waiting events are renumbered and name their targets by path', (t) => {
  timers(t)
  const p = livePage({ body: counter })
  p.join({ session: 'S1' })
  p.socket().receive({ t: 'u', b: 4, s: 0, ops: [] })
  p.socket().drop()
  assert.ok(p.doc.documentElement.classList.contains(OFFLINE), 'the page says it is offline')
  const plus = p.doc.querySelectorAll('button')[1]
  fire(plus, 'click')
  fire(plus, 'click')
  assert.ok(plus.classList.contains(PENDING))
  t.mock.timers.tick(250)
  p.socket().open()
  assert.deepEqual(p.socket().of('join')[0].session, 'S1')
  p.socket().receive({ t: 'joined', v: 4, session: 'S2', resumed: false, s: 0 })
  assert.ok(!p.doc.documentElement.classList.contains(OFFLINE))
  const x = [fingerprint('main', '−3+'), fingerprint('button', '+')]
  assert.deepEqual(p.socket().of('e'), [
    { t: 'e', s: 1, h: 2, n: 'click', p: [2], x },
    { t: 'e', s: 2, h: 2, n: 'click', p: [2], x },
  ])
  // The rebuilt view replaces the root; the waiting button is found again.
  p.socket().receive({ t: 'u', b: 1, s: 0, ops: [[9, '<main><button data-t-click="77">−</button><output>3</output><button data-t-click="78">+</button></main>']] })
  const again = p.doc.querySelectorAll('button')[1]
  assert.ok(again.classList.contains(PENDING))
  p.socket().receive({ t: 'u', b: 2, s: 2, ops: [] })
  assert.ok(!again.classList.contains(PENDING))
  assert.deepEqual(p.reloads, [])
})

test('an event whose element left the page is told to the user, not replayed', (t) => {
  timers(t)
  const p = livePage({ body: counter })
  p.join({ session: 'S1' })
  p.socket().drop()
  const minus = p.doc.querySelector('button')
  fire(minus, 'click')
  minus.remove()
  t.mock.timers.tick(250)
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 4, session: 'S2', resumed: false, s: 0 })
  assert.deepEqual(p.socket().of('e'), [])
  assert.deepEqual(p.reports.filter((c) => c == 'event.stale'), ['event.stale'])
  assert.match(p.doc.getElementById('trellis-notice').textContent, /click .* not applied/)
})

test('the server reporting a replayed event as stale is shown to the user', (t) => {
  timers(t)
  const p = livePage({ body: counter })
  const ws = p.join()
  fire(p.doc.querySelector('button'), 'click')
  ws.receive({ t: 'error', code: 'event.stale', message: 'gone', s: 1, fatal: false })
  ws.receive({ t: 'ack', s: 1 })
  assert.match(p.doc.getElementById('trellis-notice').textContent, /click/)
  assert.ok(!p.doc.querySelector('button').classList.contains(PENDING))
})

test('events beyond the burst wait for the pace; waiting input events of a field coalesce', (t) => {
  timers(t)
  const p = livePage({ body: '<main><input data-t-input="5"><button data-t-click="6">+</button></main>' })
  const ws = p.join()
  const input = p.doc.querySelector('input')
  let text = ''
  for (let i = 0; i < BURST + 20; i++) {
    input.value = text += 'a'
    fire(input, 'input')
  }
  // The burst went at once; the rest wait as one event with the latest text.
  assert.equal(ws.of('e').length, BURST)
  assert.deepEqual(p.client.queue.at(-1), { t: 'e', s: BURST + 1, h: 5, v: text })
  t.mock.timers.tick(Math.ceil(1000 / RATE))
  assert.equal(ws.of('e').length, BURST + 1)
  assert.equal(ws.of('e').at(-1).v, text)
  // A click is never merged: it waits its turn, in order.
  fire(p.doc.querySelector('button'), 'click')
  fire(p.doc.querySelector('button'), 'click')
  t.mock.timers.tick(1000)
  assert.deepEqual(ws.of('e').slice(BURST + 1).map((m) => [m.s, m.h]), [[BURST + 2, 6], [BURST + 3, 6]])
})
