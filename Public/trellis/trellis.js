// The browser client's entry point, loaded by every page as a module
// (Sources/WebHost/HTTP/PageShell.swift): starts the page's live session,
// uploads and hooks (`window.Trellis.hook(name, impl)`).
import { start } from './live.js'
import { uploads } from './upload.js'
import { hooks } from './hooks.js'

start(window)
uploads(document, () => {
  try { return JSON.parse(sessionStorage.getItem('trellis')).session } catch {}
})
window.Trellis = { hook: hooks(document) }
