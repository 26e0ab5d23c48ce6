// The opt-in live region (docs/PROTOCOL.md, "Announcements"): a screen
// renders its latest announcement in a hidden `[data-trellis-announce]`
// element (Sources/Trellis/Screen/Announcement.swift); the client reads a
// new one into the page's polite live region, which outlives patches and
// live navigation.

/** The id of the page's polite live region (made by the client at start). */
export const REGION = 'trellis-announce'

/**
 * Makes the live region in `doc` and returns `check(top, quiet)`: after a
 * batch, announces the carrier's text under `top` if its count changed;
 * with `quiet` (the page loaded, another screen came in) only notes it.
 */
export function announcer(doc) {
  const region = doc.createElement('div')
  region.id = REGION
  region.setAttribute('aria-live', 'polite')
  doc.body.append(region)
  let last
  return (top, quiet) => {
    const el = top.querySelector('[data-trellis-announce]')
    const count = el?.getAttribute('data-trellis-announce')
    if (count == last) return
    last = count
    if (quiet || !el?.textContent) return
    // Emptied first, then filled: a reader announces the same text again.
    const text = el.textContent
    region.textContent = ''
    doc.defaultView.setTimeout(() => (region.textContent = text), 50)
  }
}
