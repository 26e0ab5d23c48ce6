// Optimistic changes (docs/PROTOCOL.md, "Optimistic changes"): made when the
// event fires, kept while it waits, taken back when the server's
// acknowledging update arrives — whose patches then say what is true.
import { test } from 'node:test'
import { readFileSync } from 'node:fs'
import assert from 'node:assert/strict'
import { livePage, fire } from './support.mjs'
import { parseBinding } from '../../Public/trellis/events.js'
import { parseChanges } from '../../Public/trellis/optimistic.js'
import { fingerprint } from '../../Public/trellis/replay.js'

const todo = () =>
  livePage({
    body: '<main><p id="m"></p><ul><li id="a"><input type="checkbox" data-t-change="5;o=cdone@li"><span>Milk</span></li></ul></main>',
  })
const li = (p) => p.doc.getElementById('a')
const box = (p) => p.doc.querySelector('input')

test('reads the o= option and its changes, percent-encoded parts decoded', () => {
  assert.deepEqual(parseBinding('5;d=10;o=cdone@li'), { h: 5, d: 10, o: 'cdone@li' })
  assert.deepEqual(parseChanges('cdone@li%2Citem,tSaving%E2%80%A6,aaria-busy=true,rhidden@%40x'), [
    { v: 'c', a: 'done', s: 'li,item' },
    { v: 't', a: 'Saving%E2%80%A6', s: undefined },
    { v: 'a', a: 'aria-busy=true', s: undefined },
    { v: 'r', a: 'hidden', s: '@x' },
  ])
})

test('a change shows at once, before anything is sent back', () => {
  const p = todo(), ws = p.join()
  box(p).click()
  assert.ok(li(p).classList.contains('done'))
  assert.equal(box(p).checked, true)
  assert.deepEqual(ws.of('e').map((m) => [m.h, m.c]), [[5, true]])
})

test('the acknowledging update that agrees keeps it, with no moment without it', () => {
  const p = todo(), ws = p.join()
  box(p).click()
  const seen = []
  new p.win.MutationObserver((records) => seen.push(records.map((r) => r.target.className))).observe(li(p), { attributes: true })
  ws.receive({ t: 'u', s: 1, b: 1, ops: [1, 0, [3, 'class', 'done'], 0, [3, 'checked', '']] })
  assert.ok(li(p).classList.contains('done'))
  assert.equal(box(p).checked, true)
  assert.equal(li(p).className, 'done')
})

test('an update that refuses it (patches elsewhere) rolls it back, the tick included', async () => {
  const p = todo(), ws = p.join()
  box(p).click()
  ws.receive({ t: 'u', s: 1, b: 1, ops: [0, [11, 'Finish or cancel the edit first.']] })
  assert.equal(li(p).classList.contains('done'), false)
  assert.equal(box(p).checked, false)
  assert.equal(p.doc.getElementById('m').textContent, 'Finish or cancel the edit first.')
})

test('an ack that changed nothing shown rolls it back too', () => {
  const p = todo(), ws = p.join()
  box(p).click()
  ws.receive({ t: 'ack', s: 1 })
  assert.equal(li(p).classList.contains('done'), false)
  assert.equal(box(p).checked, false)
})

test('an update acknowledging an earlier event keeps a later one shown', () => {
  const p = livePage({
    body: '<main><button id="b" data-t-click="3;o=con">x</button><button id="c" data-t-click="4;o=con@main">y</button></main>',
  })
  const ws = p.join(), b = p.doc.getElementById('b'), main = p.doc.querySelector('main')
  fire(b, 'click')
  fire(p.doc.getElementById('c'), 'click')
  assert.ok(b.classList.contains('on') && main.classList.contains('on'))
  // The server applied the first only so far, and agrees with it.
  ws.receive({ t: 'u', s: 1, b: 1, ops: [0, [3, 'class', 'on']] })
  assert.ok(b.classList.contains('on') && main.classList.contains('on'))
  ws.receive({ t: 'ack', s: 2 })
  assert.ok(b.classList.contains('on'))
  assert.equal(main.classList.contains('on'), false)
})

test('a change waits through a reconnect and is resent with its event', async () => {
  const p = todo()
  let ws = p.join()
  ws.drop()
  box(p).click()
  assert.ok(li(p).classList.contains('done'))
  // The redial waits random (0.5) × 250 ms.
  await new Promise((r) => setTimeout(r, 200))
  assert.notEqual(p.socket(), ws)
  ws = p.join({ s: 0, session: 'S1' })
  assert.ok(li(p).classList.contains('done'))
  assert.deepEqual(ws.of('e').map((m) => m.s), [1])
})

test('text and attribute changes are undone with the very nodes they replaced', () => {
  const p = livePage({ body: '<main><button id="b" data-t-click="3;o=tSaving%E2%80%A6,adisabled=,rtitle" title="go"><b>Save</b></button></main>' })
  const ws = p.join(), b = p.doc.getElementById('b'), bold = b.firstChild
  fire(b, 'click')
  assert.equal(b.textContent, 'Saving…')
  assert.equal(b.getAttribute('disabled'), '')
  assert.equal(b.hasAttribute('title'), false)
  ws.receive({ t: 'ack', s: 1 })
  assert.equal(b.firstChild, bold)
  assert.equal(b.hasAttribute('disabled'), false)
  assert.equal(b.getAttribute('title'), 'go')
})

test('a session rebuilt from the URL: the change is made again on the new page until acknowledged', async () => {
  const p = todo()
  p.join({ session: 'S1' })
  p.socket().drop()
  box(p).click()
  await new Promise((r) => setTimeout(r, 200))
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 4, session: 'S2', resumed: false, s: 0 })
  assert.deepEqual(p.socket().of('e').map((m) => [m.s, m.c, m.n]), [[1, true, 'change']])
  // The rebuilt view replaces the root, as the server has it: not done.
  p.socket().receive({ t: 'u', b: 1, s: 0, ops: [[9, '<main><p id="m"></p><ul><li id="a"><input type="checkbox" data-t-change="9;o=cdone@li"><span>Milk</span></li></ul></main>']] })
  assert.ok(li(p).classList.contains('done'))
  assert.equal(box(p).checked, true)
  p.socket().receive({ t: 'u', b: 2, s: 1, ops: [1, 0, [3, 'class', 'done'], 0, [3, 'checked', '']] })
  assert.ok(li(p).classList.contains('done'))
  assert.equal(box(p).checked, true)
})

test("a replayed event's fingerprints are of the server's text, not of a change shown", async () => {
  const p = livePage({ body: '<main><button data-t-click="3;o=tSaving">Save</button></main>' })
  p.join({ session: 'S1' })
  p.socket().drop()
  const b = p.doc.querySelector('button')
  fire(b, 'click')
  assert.equal(b.textContent, 'Saving')
  await new Promise((r) => setTimeout(r, 200))
  p.socket().open()
  p.socket().receive({ t: 'joined', v: 4, session: 'S2', resumed: false, s: 0 })
  const [e] = p.socket().of('e')
  assert.deepEqual(e.x, [fingerprint('main', 'Save'), fingerprint('button', 'Save')])
  assert.equal(b.textContent, 'Saving')
})

test('every change the server encodes does what it says, and is undone (Tests/Fixtures/optimistic.json)', () => {
  const cases = JSON.parse(readFileSync(new URL('../Fixtures/optimistic.json', import.meta.url), 'utf8'))
  assert.ok(cases.length > 5)
  for (const { html, v, a, s } of cases) {
    const p = livePage({ body: `<main><ul><li id="x" class="row" data-x="@" data-n="1">${html}</li></ul></main>` })
    const ws = p.join(), i = p.doc.querySelector('i'), t = s ? p.doc.getElementById('x') : i
    if (v == 'r') t.setAttribute(a, '')
    const before = p.root.innerHTML
    fire(i, 'click')
    if (v == 'c') assert.ok(t.classList.contains(a), html)
    if (v == 't') assert.equal(t.textContent, a, html)
    if (v == 'a') assert.equal(t.getAttribute(a.split('=')[0]), a.split('=').slice(1).join('='), html)
    if (v == 'r') assert.equal(t.hasAttribute(a), false, html)
    ws.receive({ t: 'ack', s: 1 })
    assert.equal(p.root.innerHTML.replace(' class=""', ''), before, html)
  }
})
