// What the user is doing survives patches: focus, caret, selection and the
// typed text of the focused field, unless the server sets that field's value.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { livePage } from './support.mjs'

// A joined page whose focused input holds `typed` with the caret range [a, b].
const typing = (body, typed = 'hello', a = 2, b = 4) => {
  const p = livePage({ body })
  const ws = p.join()
  const input = p.doc.querySelector('input')
  input.focus()
  input.value = typed
  input.setSelectionRange(a, b, 'backward')
  return { ...p, ws, input }
}

const selection = (el) => [el.selectionStart, el.selectionEnd, el.selectionDirection]

test('a patch to a sibling keeps focus, caret, selection and typed text', () => {
  const p = typing('<main><p>0</p><input value=""></main>')
  p.ws.receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [1, '1']] })
  assert.equal(p.root.querySelector('p').textContent, '1')
  assert.equal(p.doc.activeElement, p.input)
  assert.equal(p.input.value, 'hello')
  assert.deepEqual(selection(p.input), [2, 4, 'backward'])
})

test('a move of the focused field keeps it focused with its selection', () => {
  const p = typing('<main><ul><li key="a"><input></li><li key="b">b</li><li key="c">c</li></ul></main>')
  p.ws.receive({ t: 'u', b: 1, s: 0, ops: [0, [10, 0, 2]] })
  assert.equal(p.root.querySelector('li:last-child input'), p.input)
  assert.equal(p.doc.activeElement, p.input)
  assert.equal(p.input.value, 'hello')
  assert.deepEqual(selection(p.input), [2, 4, 'backward'])
})

test('a patch that sets the focused field value wins over the typed text', () => {
  const p = typing('<main><p>0</p><input value=""></main>')
  p.ws.receive({ t: 'u', b: 1, s: 0, ops: [1, [3, 'value', 'cleared']] })
  assert.equal(p.input.value, 'cleared')
  assert.equal(p.doc.activeElement, p.input)
})

test('a focused field replaced at the same place with the same server value gets the typed text back', () => {
  const p = typing('<main><div><input value="a"></div></main>')
  p.ws.receive({ t: 'u', b: 1, s: 0, ops: [0, [9, '<section><input value="a"></section>']] })
  const now = p.root.querySelector('section input')
  assert.notEqual(now, p.input)
  assert.equal(now.value, 'hello')
  assert.equal(p.doc.activeElement, now)
  assert.deepEqual(selection(now), [2, 4, 'backward'])
})

test('a replaced field whose server value changed shows the server value', () => {
  const p = typing('<main><div><input value="a"></div></main>')
  p.ws.receive({ t: 'u', b: 1, s: 0, ops: [0, [9, '<div><input value="b"></div>']] })
  assert.equal(p.root.querySelector('input').value, 'b')
})

test('a textarea keeps its typed text and caret too', () => {
  const p = livePage({ body: '<main><p>0</p><textarea>x</textarea></main>' })
  const ws = p.join()
  const area = p.doc.querySelector('textarea')
  area.focus()
  area.value = 'line one\nline two'
  area.setSelectionRange(5, 5)
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, 0, [1, '9']] })
  assert.equal(area.value, 'line one\nline two')
  assert.equal(p.doc.activeElement, area)
  assert.deepEqual([area.selectionStart, area.selectionEnd], [5, 5])
})

test('a value set from a state older than what was typed does not overwrite the typed text', () => {
  const p = livePage({ body: '<main><p>0</p><input data-t-input="1" value=""></main>' })
  const ws = p.join()
  const input = p.doc.querySelector('input')
  input.focus()
  for (const value of ['m', 'mi', 'mil', 'milk']) {
    input.value = value
    input.dispatchEvent(new p.win.Event('input', { bubbles: true }))
  }
  input.setSelectionRange(4, 4)
  // The server echoes event 3 ("mil") while event 4 ("milk") is on its way.
  ws.receive({ t: 'u', b: 1, s: 3, ops: [1, [3, 'value', 'mil']] })
  assert.equal(input.value, 'milk')
  assert.deepEqual([input.selectionStart, input.selectionEnd], [4, 4])
  // Once the server has seen everything typed, its value wins.
  ws.receive({ t: 'u', b: 2, s: 4, ops: [1, [3, 'value', '']] })
  assert.equal(input.value, '')
})

test('text held back by a debounce is kept over a value the server sets meanwhile', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] })
  const p = livePage({ body: '<main><input data-t-input="1;d=300" value="mi"></main>' })
  const ws = p.join()
  const input = p.doc.querySelector('input')
  input.focus()
  input.value = 'mil'
  input.dispatchEvent(new p.win.Event('input', { bubbles: true }))
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, [3, 'value', 'm']] })
  assert.equal(input.value, 'mil')
  t.mock.timers.tick(300)
  assert.deepEqual(ws.of('e'), [{ t: 'e', s: 1, h: 1, v: 'mil' }])
  ws.receive({ t: 'u', b: 2, s: 1, ops: [0, [3, 'value', 'MIL']] })
  assert.equal(input.value, 'MIL')
})

test('the blur a browser fires when a patch moves the focused field sends no event', () => {
  const p = livePage({ body: '<main><ul><li><input data-t-focusout="5"></li><li>b</li></ul></main>' })
  const ws = p.join()
  const input = p.doc.querySelector('input')
  input.focus()
  // Chromium fires focusout on a focused element being taken out of the document.
  const remove = p.win.Element.prototype.remove
  p.win.Element.prototype.remove = function () {
    if (this.contains(p.doc.activeElement)) p.doc.activeElement.dispatchEvent(new p.win.FocusEvent('focusout', { bubbles: true }))
    remove.call(this)
  }
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, [10, 0, 1]] })
  assert.equal(p.doc.activeElement, input)
  assert.deepEqual(ws.of('e'), [])
  // A real blur afterwards is sent (acknowledging the batch).
  input.dispatchEvent(new p.win.FocusEvent('focusout', { bubbles: true }))
  assert.deepEqual(ws.of('e'), [{ t: 'e', s: 1, h: 5, v: '', b: 1 }])
})

test('a field a patch brings in with autofocus takes the focus', () => {
  const p = livePage({ body: '<main><button>Edit</button></main>' })
  const ws = p.join()
  p.doc.querySelector('button').focus()
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, [9, '<form><input autofocus value="milk"></form>']] })
  assert.equal(p.doc.activeElement, p.root.querySelector('input'))
})

test('a field with autofocus among template rows takes the focus', () => {
  const p = livePage({ body: '<main><ul></ul><button>Add</button></main>' })
  const ws = p.join()
  p.doc.querySelector('button').focus()
  const rows = Array.from({ length: 8 }, (_, i) => [String(i)])
  rows.splice(3, 0, '<li><input autofocus value="3b"></li>')
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, [7, 0, [['<li><input value="', '"></li>'], ...rows]]] })
  assert.equal(p.root.querySelectorAll('input').length, 9)
  assert.equal(p.doc.activeElement, p.root.querySelector('input[autofocus]'))
})

test('an autofocus field already there is not focused again by later patches', () => {
  const p = livePage({ body: '<main><input autofocus><p>0</p><button>b</button></main>' })
  const ws = p.join()
  p.doc.querySelector('button').focus()
  ws.receive({ t: 'u', b: 1, s: 0, ops: [0, 1, 0, [1, '1']] })
  assert.equal(p.doc.activeElement, p.root.querySelector('button'))
})
