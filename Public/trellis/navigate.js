// Live navigation (docs/PROTOCOL.md, "Live navigation"): which clicks on
// links may move to another screen over the open socket instead of loading
// a page, and where focus goes once the new screen is in.

/**
 * The path and query a click `e` would load, when the socket may take it:
 * a plain left click on a same-origin link without `target` or `download`,
 * not to a place in the page shown. Anything else is left to the browser.
 */
export const linkTarget = (e, loc) => {
  if (e.defaultPrevented || e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return
  const a = e.target.closest?.('a[href]')
  // (An SVG link's href is no string: left to the browser.)
  if (!a || typeof a.href != 'string' || a.getAttribute('target') || a.hasAttribute('download')) return
  const url = new URL(a.href, loc.href)
  if (url.origin != loc.origin || !/^https?:$/.test(url.protocol)) return
  // A jump within the page shown stays the browser's.
  if (url.hash && url.pathname == loc.pathname && url.search == loc.search) return
  return url.pathname + url.search
}

/** Calls `go(url)` for the clicks `linkTarget` accepts; a `true` answer keeps the page. */
export function followLinks(doc, go) {
  doc.addEventListener('click', (e) => {
    const url = linkTarget(e, doc.defaultView.location)
    if (url && go(url, true)) e.preventDefault()
  })
}

/**
 * After a new screen came in: focus its main heading (the first `h1`,
 * made focusable by script alone), so that keyboard and screen reader
 * users start there, and show the top of the page.
 */
export function enterScreen(win, top) {
  win.scrollTo?.(0, 0)
  const h1 = top.querySelector('h1')
  if (!h1) return
  if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1')
  h1.focus({ preventScroll: true })
}
