// Event delegation: payloads of each event kind, key filter, default
// prevention, debounce and throttle (fake timers).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { livePage, fire } from './support.mjs'
import { readFileSync } from 'node:fs'
import { parseBinding } from '../../Public/trellis/events.js'

const joined = (body) => {
  const p = livePage({ body })
  const ws = p.join()
  return { ...p, ws, events: () => ws.of('e').map(({ t, ...rest }) => rest) }
}

test('binding attributes parse into id, debounce, throttle and keys', () => {
  assert.deepEqual(parseBinding('12'), { h: 12 })
  assert.deepEqual(parseBinding('3;d=100;t=50;k=Enter,Escape'), { h: 3, d: 100, t: 50, k: ['Enter', 'Escape'] })
})

test('parseBinding reads back every binding the server rendered (Tests/Fixtures/bindings.json)', () => {
  const cases = JSON.parse(readFileSync(new URL('../Fixtures/bindings.json', import.meta.url), 'utf8'))
  assert.ok(cases.length > 5)
  for (const { html, binding } of cases) {
    const p = livePage({ body: '<main>' + html + '</main>' })
    assert.deepEqual(parseBinding(p.doc.querySelector('i').getAttribute('data-t-keydown')), binding, html)
  }
})

test('keys containing , ; % and non-ASCII filter keydown exactly', () => {
  const p = joined('<main><input data-t-keydown="4;k=%2C,%3B,%25,&quot;,é" value=""></main>')
  const input = p.doc.querySelector('input')
  for (const key of [',', 'a', ';', '%', '%2C', '"', 'é', 'e']) fire(input, 'keydown', { key })
  assert.deepEqual(p.events().map((e) => e.k), [',', ';', '%', '"', 'é'])
})

test('a malformed key escape is kept as it is, not thrown', () => {
  assert.deepEqual(parseBinding('2;k=%E0%,a'), { h: 2, k: ['%E0%', 'a'] })
})

test('a click anywhere inside a bound element sends its handler id, without payload', () => {
  const p = joined('<main><button data-t-click="5"><span>+</span></button></main>')
  fire(p.doc.querySelector('span'), 'click')
  assert.deepEqual(p.events(), [{ s: 1, h: 5 }])
})

test('unbound elements send nothing', () => {
  const p = joined('<main><button>+</button><p data-t-input="2">x</p></main>')
  fire(p.doc.querySelector('button'), 'click')
  assert.deepEqual(p.events(), [])
})

test('input sends the value; change on a checkbox sends value and checked', () => {
  const p = joined('<main><input data-t-input="1"><input type="checkbox" value="yes" data-t-change="2"></main>')
  const [text, box] = p.doc.querySelectorAll('input')
  text.value = 'milk'
  fire(text, 'input')
  box.checked = true
  fire(box, 'change')
  assert.deepEqual(p.events(), [{ s: 1, h: 1, v: 'milk' }, { s: 2, h: 2, v: 'yes', c: true }])
})

test('a change bound on a container takes the value of the field that changed', () => {
  const p = joined('<main><fieldset data-t-change="4"><select><option>a</option><option>b</option></select></fieldset></main>')
  const select = p.doc.querySelector('select')
  select.value = 'b'
  fire(select, 'change')
  assert.deepEqual(p.events(), [{ s: 1, h: 4, v: 'b' }])
})

test('submit sends the form fields in document order and prevents the navigation', () => {
  const p = joined(
    '<main><form data-t-submit="9"><input name="title" value="Buy milk"><input type="checkbox" name="done" checked>' +
      '<input type="checkbox" name="skip"><textarea name="note">x</textarea><select name="tag"><option>a</option><option selected>b</option></select></form></main>',
  )
  const event = fire(p.doc.querySelector('form'), 'submit')
  assert.equal(event.defaultPrevented, true)
  assert.deepEqual(p.events(), [{ s: 1, h: 9, f: [['title', 'Buy milk'], ['done', 'on'], ['note', 'x'], ['tag', 'b']] }])
})

test('keydown sends the key and the field value, only for the keys listed', () => {
  const p = joined('<main><input data-t-keydown="7;k=Enter,Escape" value="abc"></main>')
  const input = p.doc.querySelector('input')
  fire(input, 'keydown', { key: 'a' })
  fire(input, 'keydown', { key: 'Enter' })
  fire(input, 'keydown', { key: 'Escape' })
  assert.deepEqual(p.events(), [{ s: 1, h: 7, v: 'abc', k: 'Enter' }, { s: 2, h: 7, v: 'abc', k: 'Escape' }])
})

test('focusout sends the value of the field left', () => {
  const p = joined('<main><input data-t-focusout="8" value="done"></main>')
  fire(p.doc.querySelector('input'), 'focusout')
  assert.deepEqual(p.events(), [{ s: 1, h: 8, v: 'done' }])
})

test('a click on a bound link prevents the navigation, unless a new tab is asked for', () => {
  const p = joined('<main><a href="/detail?id=1" data-t-click="2">one</a><a href="/x">plain</a></main>')
  const [bound, plain] = p.doc.querySelectorAll('a')
  assert.equal(fire(bound, 'click').defaultPrevented, true)
  assert.equal(fire(bound, 'click', { ctrlKey: true }).defaultPrevented, false)
  assert.equal(fire(plain, 'click').defaultPrevented, false)
  assert.deepEqual(p.events(), [{ s: 1, h: 2 }])
})

test('debounce sends only the last event, once the events pause', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = joined('<main><input data-t-input="1;d=100"></main>')
  const input = p.doc.querySelector('input')
  for (const value of ['m', 'mi', 'mil']) {
    input.value = value
    fire(input, 'input')
    t.mock.timers.tick(60)
  }
  assert.deepEqual(p.events(), [])
  input.value = 'milk'
  fire(input, 'input')
  t.mock.timers.tick(99)
  assert.deepEqual(p.events(), [])
  t.mock.timers.tick(1)
  assert.deepEqual(p.events(), [{ s: 1, h: 1, v: 'milk' }])
})

test('debounce is kept per element and event', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = joined('<main><input data-t-input="1;d=100"><input data-t-input="2;d=100"></main>')
  const [a, b] = p.doc.querySelectorAll('input')
  a.value = 'a'
  fire(a, 'input')
  b.value = 'b'
  fire(b, 'input')
  t.mock.timers.tick(100)
  assert.deepEqual(p.events(), [{ s: 1, h: 1, v: 'a' }, { s: 2, h: 2, v: 'b' }])
})

test('throttle sends the first event at once and the latest at the end of each window', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = joined('<main><input data-t-input="4;t=100"></main>')
  const input = p.doc.querySelector('input')
  const type = (value) => ((input.value = value), fire(input, 'input'))
  type('a')
  assert.deepEqual(p.events().map((e) => e.v), ['a'])
  type('ab')
  t.mock.timers.tick(50)
  type('abc')
  t.mock.timers.tick(49)
  assert.deepEqual(p.events().map((e) => e.v), ['a'])
  t.mock.timers.tick(1)
  assert.deepEqual(p.events().map((e) => e.v), ['a', 'abc'])
  // The window restarted with that send: a new event waits for its end.
  type('abcd')
  t.mock.timers.tick(99)
  assert.deepEqual(p.events().map((e) => e.v), ['a', 'abc'])
  t.mock.timers.tick(1)
  assert.deepEqual(p.events().map((e) => e.v), ['a', 'abc', 'abcd'])
  // A quiet window closes the throttle: the next event goes at once.
  t.mock.timers.tick(100)
  type('x')
  assert.deepEqual(p.events().map((e) => e.v), ['a', 'abc', 'abcd', 'x'])
})

test('submit is prevented at once even when debounced', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = joined('<main><form data-t-submit="3;d=50"><input name="q" value="z"></form></main>')
  assert.equal(fire(p.doc.querySelector('form'), 'submit').defaultPrevented, true)
  t.mock.timers.tick(50)
  assert.deepEqual(p.events(), [{ s: 1, h: 3, f: [['q', 'z']] }])
})
