// Replay into a rebuilt session (docs/PROTOCOL.md, "Replay"): where an
// event's target is in the page, so that a session that never gave out the
// page's handler ids finds it by position and checks it is the same
// element; and the line that tells the user what could not be replayed.

import { pathOf } from './focus.js'

/** FNV-1a (32 bits) over the UTF-16 units of `tag + ' ' + text`, as ReplayTarget.fingerprint. */
export const fingerprint = (tag, text) => {
  let hash = 0x811c9dc5
  const s = tag + ' ' + text
  for (let i = 0; i < s.length; i++) hash = Math.imul(hash ^ s.charCodeAt(i), 0x01000193) >>> 0
  return hash
}

/**
 * Where the bound element `el` is under the tree's root `root`, for a
 * replayed `type` event: { n, p, x } (event, path, and the fingerprint of
 * each element from the root to `el`: the server checks those it knows to
 * be keyed, and the target), or undefined when `el` is no longer in the page.
 */
export const targetOf = (root, el, type) => {
  if (!root || !(el == root || root.contains(el))) return
  const x = []
  for (let node = el; ; node = node.parentNode) {
    x.unshift(fingerprint(node.localName, node.textContent))
    if (node == root) break
  }
  return { n: type, p: pathOf(root, el), x }
}

/**
 * Tells the user `text` in a status line outside the live root (which holds
 * only the server's tree); a click dismisses it.
 */
export const notify = (doc, text) => {
  let box = doc.getElementById('trellis-notice')
  if (!box) {
    box = doc.createElement('div')
    box.id = 'trellis-notice'
    box.setAttribute('role', 'alert')
    box.addEventListener('click', () => box.remove())
    doc.body.append(box)
  }
  const line = doc.createElement('p')
  line.textContent = text
  box.append(line)
}
