// Uploads: a bound file input posts its file to the upload route with the
// session's id and the binding's id; a cancel element aborts it.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { uploads } from '../../Public/trellis/upload.js'

const require = createRequire(import.meta.url)
const { JSDOM } = require('jsdom')

const page = (body) => {
  const dom = new JSDOM(`<!DOCTYPE html><body>${body}</body>`, { url: 'http://127.0.0.1:8080/album' })
  const win = dom.window, made = []
  win.XMLHttpRequest = class {
    constructor() { this.headers = {}; made.push(this) }
    open(method, url) { Object.assign(this, { method, url }) }
    setRequestHeader(name, value) { this.headers[name] = String(value) }
    send(body) { this.body = body }
    abort() { this.aborted = true; this.onloadend?.() }
  }
  const running = uploads(win.document, () => 'S1')
  return { win, doc: win.document, made, running }
}

const choose = (win, input, file) => {
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  input.dispatchEvent(new win.Event('change', { bubbles: true }))
}

test('a bound file input posts the file with the session, handler and name', () => {
  const { win, doc, made, running } = page('<input type="file" data-t-upload="7">')
  const file = new win.File(['\x89PNG'], 'bébé 1.png', { type: 'image/png' })
  choose(win, doc.querySelector('input'), file)
  assert.equal(made.length, 1)
  const [xhr] = made
  assert.equal(xhr.method, 'POST')
  assert.equal(xhr.url, '/upload')
  assert.deepEqual(xhr.headers, { 'Trellis-Session': 'S1', 'Trellis-Handler': '7', 'Trellis-Name': 'b%C3%A9b%C3%A9%201.png' })
  assert.equal(xhr.body, file)
  assert.equal(running.size, 1)
})

test('an unbound file input uploads nothing', () => {
  const { win, doc, made } = page('<input type="file">')
  choose(win, doc.querySelector('input'), new win.File(['x'], 'x.png'))
  assert.equal(made.length, 0)
})

test('a click on a cancel element aborts the uploads under way', () => {
  const { win, doc, made, running } = page('<input type="file" data-t-upload="7"><button data-upload-cancel>Cancel</button>')
  choose(win, doc.querySelector('input'), new win.File(['x'], 'x.png'))
  doc.querySelector('button').dispatchEvent(new win.MouseEvent('click', { bubbles: true }))
  assert.equal(made[0].aborted, true)
  assert.equal(running.size, 0)
})
