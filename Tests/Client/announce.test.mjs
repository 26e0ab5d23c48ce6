// The live region: a screen's announcement is read into #trellis-announce.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { livePage } from './support.mjs'
import { REGION } from '../../Public/trellis/announce.js'

const todo = (count, text = '') =>
  `<main><h1>Todo</h1><span hidden data-trellis-announce="${count}">${text}</span><ul><li>a</li></ul></main>`
const region = (p) => p.doc.getElementById(REGION)

test('the page has one polite live region, empty at first', () => {
  const p = livePage({ body: todo(0) })
  assert.equal(region(p).getAttribute('aria-live'), 'polite')
  assert.equal(region(p).textContent, '')
  assert.equal(p.root.contains(region(p)), false, 'outside the root: patches and navigation keep it')
})

test('a new announcement is read; the same text again is read again', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: todo(1, 'Todo added') })
  const ws = p.join()
  // The carrier is the second child of main: its count and text change.
  ws.receive({ t: 'u', b: 1, s: 0, ops: [1, [3, 'data-trellis-announce', '2'], 0, [1, 'Todo deleted']] })
  t.mock.timers.tick(50)
  assert.equal(region(p).textContent, 'Todo deleted')
  ws.receive({ t: 'u', b: 2, s: 0, ops: [1, [3, 'data-trellis-announce', '3']] })
  assert.equal(region(p).textContent, '', 'emptied first')
  t.mock.timers.tick(50)
  assert.equal(region(p).textContent, 'Todo deleted')
  // A batch that leaves the carrier alone announces nothing.
  region(p).textContent = ''
  ws.receive({ t: 'u', b: 3, s: 0, ops: [2, 0, 0, [1, 'b']] })
  t.mock.timers.tick(50)
  assert.equal(region(p).textContent, '')
})

test('an announcement already in the page when it loads is not read', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: todo(3, 'Todo deleted') })
  const ws = p.join()
  ws.receive({ t: 'u', b: 1, s: 0, ops: [2, 0, 0, [1, 'b']] })
  t.mock.timers.tick(50)
  assert.equal(region(p).textContent, '')
})
