// Entry of the opt-in upload module (served as trellis-upload.js; a page
// loads it when WebHostConfiguration.moduleNames names it): uploads for
// the page's bound file inputs, with the live session's id.
import { uploads } from './upload.js'

uploads(document, () => {
  try { return JSON.parse(sessionStorage.getItem('trellis')).session } catch {}
})
