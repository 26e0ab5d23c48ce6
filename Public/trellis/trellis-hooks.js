// Entry of the opt-in hooks module (served as trellis-hooks.js, loaded
// before the widgets' scripts on a page with a hook: PageModule.hooks):
// `window.Trellis.hook(name, impl)`.
import { hooks } from './hooks.js'

window.Trellis = { ...window.Trellis, hook: hooks(document) }
