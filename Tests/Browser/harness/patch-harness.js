// Applies every golden patch fixture (written by the Swift tests) with the
// real client script in a real browser, and compares the resulting DOM with
// the browser's own parse of the expected HTML.
import { applyPatches } from '/Public/trellis/patch.js'

const stage = document.getElementById('stage')

const rootOf = (html) => {
  const container = document.createElement('div')
  stage.replaceChildren(container)
  container.innerHTML = html
  return container.firstChild
}

const shape = (node) => {
  if (node.nodeType == 3) return { text: node.data }
  const attributes = [...node.attributes].map((a) => [a.name, a.value]).sort()
  return { ns: node.namespaceURI, tag: node.localName, attributes, children: [...node.childNodes].map(shape) }
}

async function run(names) {
  const failures = []
  let count = 0
  for (const name of names) {
    const cases = await (await fetch('/Tests/Fixtures/patches/' + name)).json()
    for (const kase of cases) {
      count += 1
      const problems = []
      const root = applyPatches(rootOf(kase.old), kase.patches, (code, detail) => problems.push(code))
      const actual = root ? JSON.stringify(shape(root)) : 'null'
      const expected = JSON.stringify(shape(rootOf(kase.new)))
      if (problems.length || actual != expected) failures.push({ name: kase.name, problems, actual, expected })
    }
  }
  return { count, failures }
}

window.runPatchFixtures = run
window.harnessReady = true
