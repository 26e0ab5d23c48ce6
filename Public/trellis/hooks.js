// Hooks (docs/PROTOCOL.md, "Islands and hooks"): client code mounted on an
// element the server renders once and never patches inside
// (`data-hook="<name>"`). Register with
// `Trellis.hook(name, { mounted(el, api), updated(el, value), destroyed(el) })`;
// the server's `data-hook-value` reaches `updated`, and `api.send(value)`
// fires the element's `onHook` binding. A hook owns the element's
// children only: the server still counts the element itself among its
// siblings, so a hook never adds or removes siblings.

/** Watches `doc` for hook elements; returns `hook(name, impl)`. */
export function hooks(doc) {
  const impls = {}, live = new Map(), win = doc.defaultView
  const api = (el) => ({
    send: (value) => el.dispatchEvent(new win.CustomEvent('hook', { bubbles: true, detail: String(value) })),
  })
  const sync = () => {
    for (const [el, st] of live) {
      if (!el.isConnected) live.delete(el), st.impl.destroyed?.(el)
    }
    for (const el of doc.querySelectorAll('[data-hook]')) {
      const impl = impls[el.dataset.hook], value = el.dataset.hookValue, st = live.get(el)
      if (!impl) continue
      if (!st) live.set(el, { impl, value }), impl.mounted?.(el, api(el)), impl.updated?.(el, value)
      else if (st.value != value) (st.value = value), impl.updated?.(el, value)
    }
  }
  new win.MutationObserver(sync).observe(doc.documentElement, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-hook', 'data-hook-value'],
  })
  return (name, impl) => ((impls[name] = impl), sync())
}
