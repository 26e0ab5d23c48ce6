// Event delegation: one listener per event type on the document finds the
// nearest element bound with `data-t-<event>="<id>[;d=ms][;t=ms][;k=key,…][;o=…]"`
// (Sources/VDOM/EventBinding.swift), applies the key filter, debounce and
// throttle, and hands the handler id and payload on.

/** The DOM events the server can bind. */
export const EVENTS = ['click', 'input', 'change', 'submit', 'keydown', 'focusout', 'hook']

// In a key, the server writes % , ; as %25 %2C %3B (EventOptions.encodedKey);
// optimistic.js decodes its changes' parts the same way.
export const decodeKey = (k) => {
  try { return decodeURIComponent(k) } catch { return k }
}

// "12;d=100;k=Enter,%2C;o=cdone" → { h: 12, d: 100, k: ['Enter', ','], o: 'cdone' }
// (`o`, the optimistic changes, is read by optimistic.js)
export const parseBinding = (text) => {
  const [id, ...options] = text.split(';'), b = { h: +id }
  for (const o of options) {
    const v = o.slice(2)
    b[o[0]] = o[0] == 'k' ? v.split(',').map(decodeKey) : o[0] == 'o' ? v : +v
  }
  return b
}

const isField = (x) => /^(input|select|textarea)$/.test(x?.localName)

/** What the server gets with the event: v value, c checked, f form fields, k key. */
export const payloadOf = (e, el, win = el.ownerDocument.defaultView) => {
  const p = {}, src = isField(e.target) ? e.target : el
  if (e.type == 'submit') {
    p.f = [...new win.FormData(el, e.submitter)].map(([name, v]) => [name, typeof v == 'string' ? v : v.name])
  } else if (isField(src)) {
    p.v = src.value
    if (/^(checkbox|radio)$/.test(src.type)) p.c = src.checked
  }
  if (e.type == 'keydown') p.k = e.key
  if (e.type == 'hook') p.v = e.detail
  return p
}

/**
 * Listens on `doc` and calls `send(el, id, payload, target, type, binding)` for every bound
 * event that passes its filters; events while `busy()` (a patch is being
 * applied, which may blur a moved field) are ignored. Returns `waiting(el)`:
 * whether an event of `el` is held back by a debounce or throttle.
 */
export function delegate(doc, send, busy) {
  const win = doc.defaultView, timers = new WeakMap()
  const handle = (e) => {
    const type = e.type, name = 'data-t-' + type, el = e.target.closest?.('[' + name + ']')
    if (!el || busy()) return
    const b = parseBinding(el.getAttribute(name))
    if (b.k && !b.k.includes(e.key)) return
    if (type == 'click') {
      const a = e.target.closest('a[href]')
      if (a && el.contains(a)) {
        // Let the browser open a new tab or window as asked.
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button) return
        e.preventDefault()
      }
    }
    if (type == 'submit') e.preventDefault()
    const p = payloadOf(e, el), fire = () => send(el, b.h, p, e.target, type, b)
    let all = timers.get(el)
    if (!all) timers.set(el, (all = {}))
    const st = (all[type] ||= {})
    if (b.d) {
      win.clearTimeout(st.d)
      st.d = win.setTimeout(() => ((st.d = 0), fire()), b.d)
    } else if (b.t) {
      // Leading edge now, then the latest event at the end of each window,
      // so the server always ends with the last value.
      if (st.t) return void (st.p = fire)
      fire()
      const tick = () => {
        const next = st.p
        st.t = st.p = 0
        if (next) next(), (st.t = win.setTimeout(tick, b.t))
      }
      st.t = win.setTimeout(tick, b.t)
    } else fire()
  }
  for (const type of EVENTS) doc.addEventListener(type, handle)
  return (el) => Object.values(timers.get(el) || {}).some((st) => st.d || st.p)
}
