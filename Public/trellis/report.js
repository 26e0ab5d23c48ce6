// The one funnel for client-side problems: every module reports through the
// function made here, with a dotted code (`socket.closed`, `patch.missing-node`).

/**
 * Makes the reporting function of a page: it logs `code` and `detail` and
 * dispatches a `trellis:report` event on `win` ({ code, detail }) so that
 * tests and a developer panel can watch.
 */
export const reporter = (win) => (code, detail) => {
  win.console.warn('trellis', code, detail)
  win.dispatchEvent(new win.CustomEvent('trellis:report', { detail: { code, detail } }))
}
