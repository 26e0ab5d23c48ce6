// Uploads (docs/PROTOCOL.md, "Uploads"): a file input bound with
// `data-t-upload="<id>"` posts the file it is given to the upload route,
// with the session's id (which only this page was told, in `joined`) and
// the binding's id; the server reports every step to the screen, which
// shows it. An element with `data-upload-cancel` aborts the page's uploads.

/** Starts listening on `doc`; `session()` gives the live session's id. */
export function uploads(doc, session) {
  const running = new Set()
  doc.addEventListener('change', (e) => {
    const el = e.target, h = el.getAttribute?.('data-t-upload')
    if (!h || !el.files?.length) return
    const file = el.files[0], xhr = new doc.defaultView.XMLHttpRequest()
    xhr.open('POST', '/upload')
    xhr.setRequestHeader('Trellis-Session', session() || '')
    xhr.setRequestHeader('Trellis-Handler', parseInt(h))
    xhr.setRequestHeader('Trellis-Name', encodeURIComponent(file.name))
    xhr.onloadend = () => running.delete(xhr)
    running.add(xhr)
    xhr.send(file)
    // The same file may be chosen again.
    el.value = ''
  })
  doc.addEventListener('click', (e) => {
    if (!e.target.closest?.('[data-upload-cancel]')) return
    for (const xhr of running) xhr.abort()
    running.clear()
  })
  return running
}
