// Applies the server's patches to the DOM (docs/PROTOCOL.md, "Patches").
// The encoding is a flat JSON array walked by a cursor: n >= 0 enters child
// n, -k goes k levels up, [code, ...] applies an operation at the cursor.

// Operation codes, as constants the minifier inlines.
const SET_TEXT = 1, SPLICE_TEXT = 2, SET_ATTRIBUTE = 3, REMOVE_ATTRIBUTE = 4, SET_HANDLER = 5
const REMOVE_HANDLER = 6, INSERT = 7, REMOVE = 8, REPLACE = 9, MOVE = 10, SET_CHILDREN = 11

/** Operation codes by name; Tests/Fixtures/patch-ops.json holds the same table. */
export const OPS = {
  setText: SET_TEXT, spliceText: SPLICE_TEXT, setAttribute: SET_ATTRIBUTE,
  removeAttribute: REMOVE_ATTRIBUTE, setHandler: SET_HANDLER, removeHandler: REMOVE_HANDLER,
  insert: INSERT, remove: REMOVE, replace: REPLACE, move: MOVE, setChildren: SET_CHILDREN,
}

const SVG = 'http://www.w3.org/2000/svg'
// Attributes whose DOM property must follow, or a dirty field would keep its old state.
const PROPS = ['value', 'checked', 'selected']

// Markup as sent: a string, or a template [statics, row...] whose rows are
// their values between the statics, or their own markup as a string.
const expand = m => typeof m == 'string' ? m : m.slice(1).map(r => {
  if (typeof r == 'string') return r
  if (r.length != m[0].length - 1) throw Error('template')
  return r.reduce((h, v, i) => h + v + m[0][i + 1], m[0][0])
}).join('')

// Parses HTML as children of `parent` would be, SVG included.
const parse = (parent, markup) => {
  const doc = parent.ownerDocument, t = doc.createElement('template'), html = expand(markup)
  const svg = parent.namespaceURI == SVG && parent.localName != 'foreignObject'
  t.innerHTML = svg ? '<svg>' + html + '</svg>' : html
  if (!svg) return t.content
  const f = doc.createDocumentFragment()
  f.append(...t.content.firstChild.childNodes)
  return f
}

/**
 * Applies `ops` (the decoded wire array) to the DOM whose root node is
 * `root`. Returns the root (a new one if it was replaced), or null after
 * reporting the problem through `report(code, detail)`.
 */
export function applyPatches(root, ops, report = (code, detail) => console.error(code, detail)) {
  const stack = [root]
  let at = 0
  const fail = (code, error) => (report(code, { at, op: ops[at], error }), null)
  for (; at < ops.length; at++) {
    const op = ops[at], node = stack[stack.length - 1]
    if (typeof op == 'number') {
      if (op < 0) {
        if (stack.length + op < 1) return fail('patch.missing-node')
        stack.length += op
      } else {
        const child = node.childNodes[op]
        if (!child) return fail('patch.missing-node')
        stack.push(child)
      }
      continue
    }
    // By index, and the child list only for the operations on children: a fresh
    // page runs this loop unoptimised, where destructuring walks an iterator and
    // a text node's first `childNodes` makes a list for it.
    const code = op[0], a = op[1], b = op[2], c = op[3], kids = code >= INSERT ? node.childNodes : null
    const isText = node.nodeType == 3
    if (code < INSERT && (code < SET_ATTRIBUTE) != isText) return fail('patch.wrong-node')
    try {
      switch (code) {
        case SET_TEXT: node.data = a; break
        case SPLICE_TEXT: {
          const d = node.data, s = b || 0
          node.data = d.slice(0, c ?? d.length - s) + a + d.slice(d.length - s)
          break
        }
        case SET_ATTRIBUTE:
          node.setAttribute(a, b ?? '')
          if (PROPS.includes(a)) node[a] = a == 'value' ? b ?? '' : true
          break
        case REMOVE_ATTRIBUTE:
          node.removeAttribute(a)
          if (PROPS.includes(a)) node[a] = a == 'value' ? '' : false
          break
        case SET_HANDLER: node.setAttribute('data-t-' + a, b); break
        case REMOVE_HANDLER: node.removeAttribute('data-t-' + a); break
        case INSERT:
          if (a > kids.length) return fail('patch.missing-node')
          node.insertBefore(parse(node, b), kids[a] || null)
          break
        case REMOVE: {
          const n = b ?? 1
          if (a + n > kids.length) return fail('patch.missing-node')
          // All of them in one step: one by one, clearing 1,000 rows took Chromium
          // 20 ms under a MutationObserver (a Range was slower still).
          if (n == kids.length) node.textContent = ''
          else for (let k = n; k > 0; k--) kids[a].remove()
          break
        }
        case REPLACE: {
          const f = parse(node.parentNode, a), first = f.firstChild
          node.replaceWith(f)
          stack[stack.length - 1] = first
          break
        }
        case MOVE: {
          const child = kids[a]
          if (!child || b >= kids.length) return fail('patch.missing-node')
          child.remove()
          node.insertBefore(child, kids[b] || null)
          break
        }
        case SET_CHILDREN: node.replaceChildren(parse(node, a)); break
        default: return fail('patch.unknown-op')
      }
    } catch (error) {
      return fail('patch.failed', error)
    }
  }
  return stack[0]
}
