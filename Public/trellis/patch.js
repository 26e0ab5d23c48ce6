// Applies the server's patches to the DOM (docs/PROTOCOL.md, "Patches").
// The encoding is a flat JSON array walked by a cursor: n >= 0 enters child
// n, -k goes k levels up, [code, ...] applies an operation at the cursor.

/** Operation codes; Tests/Fixtures/patch-ops.json holds the same table. */
export const OPS = {
  setText: 1, spliceText: 2, setAttribute: 3, removeAttribute: 4, setHandler: 5,
  removeHandler: 6, insert: 7, remove: 8, replace: 9, move: 10, setChildren: 11,
}

const SVG = 'http://www.w3.org/2000/svg'
// Attributes whose DOM property must follow, or a dirty field would keep its old state.
const PROPS = ['value', 'checked', 'selected']

// Parses HTML as children of `parent` would be, SVG included.
const parse = (parent, html) => {
  const doc = parent.ownerDocument, t = doc.createElement('template')
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
    const [code, a, b, c] = op, kids = node.childNodes
    const isText = node.nodeType == 3
    if (code < OPS.insert && (code < OPS.setAttribute) != isText) return fail('patch.wrong-node')
    try {
      switch (code) {
        case OPS.setText: node.data = a; break
        case OPS.spliceText: {
          const d = node.data, s = b || 0
          node.data = d.slice(0, c ?? d.length - s) + a + d.slice(d.length - s)
          break
        }
        case OPS.setAttribute:
          node.setAttribute(a, b ?? '')
          if (PROPS.includes(a)) node[a] = a == 'value' ? b ?? '' : true
          break
        case OPS.removeAttribute:
          node.removeAttribute(a)
          if (PROPS.includes(a)) node[a] = a == 'value' ? '' : false
          break
        case OPS.setHandler: node.setAttribute('data-t-' + a, b); break
        case OPS.removeHandler: node.removeAttribute('data-t-' + a); break
        case OPS.insert:
          if (a > kids.length) return fail('patch.missing-node')
          node.insertBefore(parse(node, b), kids[a] || null)
          break
        case OPS.remove:
          if (a + (b ?? 1) > kids.length) return fail('patch.missing-node')
          for (let n = b ?? 1; n > 0; n--) kids[a].remove()
          break
        case OPS.replace: {
          const f = parse(node.parentNode, a), first = f.firstChild
          node.replaceWith(f)
          stack[stack.length - 1] = first
          break
        }
        case OPS.move: {
          const child = kids[a]
          if (!child || b >= kids.length) return fail('patch.missing-node')
          child.remove()
          node.insertBefore(child, kids[b] || null)
          break
        }
        case OPS.setChildren: node.replaceChildren(parse(node, a)); break
        default: return fail('patch.unknown-op')
      }
    } catch (error) {
      return fail('patch.failed', error)
    }
  }
  return stack[0]
}
