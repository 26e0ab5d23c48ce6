// Optimistic changes (docs/PROTOCOL.md, "Optimistic changes"): a binding's
// `o=` option names changes the page makes as soon as its event fires. They
// stay while the event waits (resends included) and are taken back when the
// server acknowledges it: every change still shown is undone, newest first,
// the acknowledging update's patches applied, and the changes of the events
// still waiting made again, all in one task, so a change the server agrees
// with never flickers and one it refused is gone.

import { decodeKey as dec } from './events.js'

/** "cdone@li,tSaving" → [{ v: 'c', a: 'done', s: 'li' }, { v: 't', a: 'Saving' }] */
export const parseChanges = (text) =>
  text.split(',').map((part) => {
    const [body, s] = part.split('@')
    return { v: body[0], a: body.slice(1), s: s && dec(s) }
  })

// Makes one change on `t` and returns what undoes it.
const make = (t, { v, a }) => {
  // An attribute's value may hold `=`: the name ends at the first.
  const [name, ...value] = v == 'a' ? a.split('=') : [a], key = dec(name)
  if (v == 'c') {
    const now = t.classList.toggle(key)
    return () => t.classList.toggle(key, !now)
  }
  if (v == 't') {
    // The old children themselves come back: patches address them by position.
    const kids = [...t.childNodes]
    t.textContent = key
    return () => t.replaceChildren(...kids)
  }
  const old = t.getAttribute(key)
  if (v == 'a') t.setAttribute(key, dec(value.join('=')))
  else if (v == 'r') t.removeAttribute(key)
  return () => (old == null ? t.removeAttribute(key) : t.setAttribute(key, old))
}

/**
 * Makes the changes `spec` declares for an event of `el` whose target was
 * `field`; returns them as { spec, field, checked, undo } to keep with the
 * event. A ticked or unticked checkbox is part of the change: undone with it.
 */
export const optimistic = (el, spec, field) => {
  // The bound element itself is not kept: a rebuilt page finds it anew.
  const o = { spec, field: field != el && field, checked: field?.type == 'checkbox' ? field.checked : undefined }
  redo(o, el)
  return o
}

/** Makes `o`'s changes (again) on `el` (the event's element, maybe found anew). */
export const redo = (o, el) => {
  const undo = []
  for (const c of parseChanges(o.spec)) {
    let t = el
    try { if (c.s) t = el.closest(c.s) } catch { t = null }
    if (t) undo.push(make(t, c))
  }
  if (o.checked != null) {
    const f = o.field || el, to = o.checked
    f.checked = to
    undo.push(() => (f.checked = !to))
  }
  o.undo = undo
}

/** Undoes every change the waiting events `queue` ({ o, el }) show, newest first. */
export const unapply = (queue) => {
  for (let i = queue.length; i--; ) {
    const o = queue[i].o
    if (o?.undo) o.undo.reverse().forEach((f) => f()), (o.undo = null)
  }
}

/** Makes again the changes of the events still waiting, oldest first. */
export const reapply = (queue) => {
  for (const q of queue) if (q.o && !q.o.undo && q.el.isConnected) redo(q.o, q.el)
}
