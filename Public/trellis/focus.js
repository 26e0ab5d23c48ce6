// Keeps what the user is doing while patches arrive: the focused field keeps
// focus, caret and selection, and its typed text, unless a patch changed
// that field's value (then the server's value wins) from a state that had
// seen everything typed into it.

/** Child indices (`childNodes`) from `top` down to `node`. */
export const pathOf = (top, node) => {
  const path = []
  for (; node != top; node = node.parentNode) path.unshift([...node.parentNode.childNodes].indexOf(node))
  return path
}

/** The node at child indices `path` under `root`, if any (the inverse of `pathOf`). */
export const nodeAt = (root, path) => path.reduce((node, i) => node?.childNodes[i], root)

/**
 * Runs `apply()` (which patches the DOM inside `top`) and restores the
 * focused element inside `top` afterwards; returns what `apply` returned.
 * A focused field that was replaced by a new one at the same place, with
 * the same tag and the same server value, gets the typed text back.
 * `typing(el)` says whether the user typed into `el` more than the patch's
 * state knows: then a value the patch set is stale and the typed text stays.
 */
export function keepFocus(doc, top, apply, typing = () => false) {
  const el = doc.activeElement
  if (!el || el == doc.body || !top.contains(el)) return apply()
  const value = el.value, server = el.defaultValue, path = pathOf(top, el), ahead = typing(el)
  let range
  try {
    if (el.selectionStart != null) range = [el.selectionStart, el.selectionEnd, el.selectionDirection]
  } catch {}
  const result = apply()
  let now = el
  if (!el.isConnected) {
    now = nodeAt(top, path)
    if (!now || now.localName != el.localName || now.defaultValue !== server) return result
    if (value != null) now.value = value
  }
  if (doc.activeElement != now) now.focus({ preventScroll: true })
  if (ahead && value != null) now.value = value
  // The caret moves only if the server changed the text under it.
  if (range && now.value === value) try { now.setSelectionRange(...range) } catch {}
  return result
}

/**
 * Returns a function to call after each batch: it focuses the first element
 * with `autofocus` that a patch brought into `top` (browsers honour the
 * attribute only while a page loads). Those present at the start are the
 * browser's to handle.
 */
export function autofocuser(top) {
  const seen = new WeakSet(top.querySelectorAll('[autofocus]'))
  return () => {
    for (const el of top.querySelectorAll('[autofocus]')) {
      if (seen.has(el)) continue
      seen.add(el)
      return el.focus()
    }
  }
}
