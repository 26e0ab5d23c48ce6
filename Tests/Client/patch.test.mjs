// The client's patch applier against the golden fixtures written by the
// Swift tests (Tests/VDOMTests/Diff/PatchFixturesTests.swift), in jsdom.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { applyPatches, OPS } from '../../Public/trellis/patch.js'

const require = createRequire(import.meta.url)
const { JSDOM } = require('jsdom')
const fixture = (name) => JSON.parse(readFileSync(new URL('../Fixtures/' + name, import.meta.url), 'utf8'))

const { document } = new JSDOM('<!DOCTYPE html><body></body>').window

// A fresh container in the body holding `html`; returns the tree's root node.
const rootOf = (html) => {
  const container = document.createElement('div')
  document.body.replaceChildren(container)
  container.innerHTML = html
  return container.firstChild
}

// What a test can compare across two DOMs: namespace, tag, sorted
// attributes and children; text as it is.
const shape = (node) => {
  if (node.nodeType == 3) return { text: node.data }
  const attributes = [...node.attributes].map((a) => [a.name, a.value]).sort()
  return { ns: node.namespaceURI, tag: node.localName, attributes, children: [...node.childNodes].map(shape) }
}

const check = (kase) => {
  const problems = []
  const root = applyPatches(rootOf(kase.old), kase.patches, (code, detail) => problems.push({ code, detail }))
  assert.deepEqual(problems, [], kase.name)
  assert.ok(root, kase.name)
  assert.deepEqual(shape(root), shape(rootOf(kase.new)), kase.name)
  return root
}

test('the op table is the shared fixture', () => {
  assert.deepEqual(OPS, fixture('patch-ops.json'))
})

test('named examples apply to the expected HTML', () => {
  for (const kase of fixture('patches/examples.json')) check(kase)
})

test('random pairs apply to the expected HTML', () => {
  const cases = fixture('patches/random.json')
  assert.ok(cases.length >= 300)
  for (const kase of cases) check(kase)
})

test('svg children are created in the SVG namespace', () => {
  const kase = fixture('patches/examples.json').find((k) => k.name == 'svg-children')
  const root = check(kase)
  const rect = root.querySelector('rect')
  assert.equal(rect.namespaceURI, 'http://www.w3.org/2000/svg')
})

test('value and checked follow as properties on dirty fields', () => {
  const kase = fixture('patches/examples.json').find((k) => k.name == 'attributes-and-properties')
  const root = rootOf(kase.old)
  const [text, box] = root.querySelectorAll('input')
  text.value = 'typed'
  box.checked = true
  applyPatches(root, kase.patches)
  assert.equal(text.value, 'b')
  assert.equal(box.checked, false)
})

test('a missing node is reported with a dotted code and stops', () => {
  const problems = []
  const root = rootOf('<div><p>a</p></div>')
  const result = applyPatches(root, [0, 5, [OPS.setText, 'x']], (code) => problems.push(code))
  assert.equal(result, null)
  assert.deepEqual(problems, ['patch.missing-node'])
})

test('wrong node kinds and unknown operations are reported', () => {
  const problems = []
  const report = (code) => problems.push(code)
  applyPatches(rootOf('<div>t</div>'), [[OPS.setText, 'x']], report)
  applyPatches(rootOf('<div>t</div>'), [[99]], report)
  assert.deepEqual(problems, ['patch.wrong-node', 'patch.unknown-op'])
})

test('replacing the root returns the new root', () => {
  const root = rootOf('<div>a</div>')
  const parent = root.parentNode
  const next = applyPatches(root, [[OPS.replace, '<section>b</section>']])
  assert.equal(next.localName, 'section')
  assert.equal(parent.firstChild, next)
})

test('a template row with too few or too many values is reported, not half applied', () => {
  const problems = []
  const report = (code) => problems.push(code)
  const statics = ['<li>', '</li>']
  const ok = applyPatches(rootOf('<ul></ul>'), [[OPS.insert, 0, [statics, ['a'], '<li>b</li>', ['c']]]], report)
  assert.equal(ok.innerHTML, '<li>a</li><li>b</li><li>c</li>')
  const root = rootOf('<ul><li>x</li></ul>')
  assert.equal(applyPatches(root, [[OPS.insert, 0, [statics, ['a'], ['b', 'c']]]], report), null)
  assert.equal(applyPatches(root, [[OPS.setChildren, [statics, []]]], report), null)
  assert.deepEqual(problems, ['patch.failed', 'patch.failed'])
  assert.equal(root.innerHTML, '<li>x</li>')
})
