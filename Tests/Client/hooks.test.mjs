// Hooks: mounted once per hook element, updated with each pushed value,
// destroyed when the element leaves; api.send reaches the server as a
// `hook` event; patches never enter the island.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { livePage } from './support.mjs'
import { hooks } from '../../Public/trellis/hooks.js'
import { applyPatches } from '../../Public/trellis/patch.js'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const recorder = (calls) => ({
  mounted: (el, api) => { calls.push(['mounted', el.id]); el.api = api; el.append(el.ownerDocument.createElement('canvas')) },
  updated: (el, value) => calls.push(['updated', el.id, value]),
  destroyed: (el) => calls.push(['destroyed', el.id]),
})

test('a hook is mounted on its element, hears pushed values and is destroyed with it', async () => {
  const p = livePage({ body: '<main><p>0</p><div id="c" data-hook="chart" data-hook-value="1"></div></main>' })
  const calls = [], hook = hooks(p.doc)
  hook('chart', recorder(calls))
  assert.deepEqual(calls, [['mounted', 'c'], ['updated', 'c', '1']])
  // The server patches the value (the island's element takes attribute patches).
  applyPatches(p.root.firstChild, [1, [3, 'data-hook-value', '2']])
  await tick()
  assert.deepEqual(calls.at(-1), ['updated', 'c', '2'])
  // Its own child survives a patch of its sibling.
  applyPatches(p.root.firstChild, [0, 0, [1, '5']])
  await tick()
  assert.equal(p.doc.querySelector('#c canvas')?.localName, 'canvas')
  assert.equal(p.root.firstChild.childNodes[0].textContent, '5')
  applyPatches(p.root.firstChild, [[8, 1]])
  await tick()
  assert.deepEqual(calls.at(-1), ['destroyed', 'c'])
})

test('a hook element inserted by a patch is mounted', async () => {
  const p = livePage({ body: '<main></main>' })
  const calls = []
  hooks(p.doc)('chart', recorder(calls))
  applyPatches(p.root.firstChild, [[7, 0, '<div id="n" data-hook="chart" data-hook-value="a"></div>']])
  await tick()
  assert.deepEqual(calls, [['mounted', 'n'], ['updated', 'n', 'a']])
})

test('api.send fires the element\'s hook binding with the value', async () => {
  const p = livePage({ body: '<main><div id="c" data-hook="chart" data-hook-value="" data-t-hook="9"></div></main>' })
  const ws = p.join()
  const calls = []
  hooks(p.doc)('chart', recorder(calls))
  p.doc.getElementById('c').api.send('pause')
  assert.deepEqual(ws.of('e').map(({ h, v }) => ({ h, v })), [{ h: 9, v: 'pause' }])
})
