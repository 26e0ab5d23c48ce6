// Entry of the opt-in upload module (served as trellis-upload.js; a page
// with an upload binding loads it: WebHostConfiguration.modules, PageModule.uploads): uploads for
// the page's bound file inputs, with the live session's id.
import { uploads } from './upload.js'

uploads(document, () => {
  try { return JSON.parse(sessionStorage.getItem('trellis')).session } catch {}
})
