// The floor for scripts/browser-bench: the Benchmark screen's table
// (Sources/Screens/Benchmark) with no framework, written for this project.
// Same markup, ids and classes, same keyed behaviour (a row's <tr> lives as
// long as its id), same labels (SplitMix64 seeded with the table's seed and
// the row's id, three words from the screen's lists) and the same starting
// states from the URL (`?seed=1&next=1001&rows=1-1000&bang=…&selected=…`,
// the screen's codec), so both pages run the same operations from the same
// table. Clicks do not write the URL back: only the DOM is compared.

// Copied from Sources/Screens/Benchmark/BenchmarkWords.swift (the smoke test
// in Tests/Browser/test_vanilla_bench.py checks that they stay equal).
const adjectives = [
  "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
  "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
  "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
];
const colours = [
  "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black",
  "orange",
];
const nouns = [
  "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
  "pizza", "mouse", "keyboard",
];

// The screen's limits (Benchmark.maxRows, maxID, maxSeed, maxUpdates).
const maxRows = 20000;
const maxID = 999999999;
const maxSeed = 999999999;
const maxUpdates = 100;

// ---- SplitMix64 on pairs of unsigned 32-bit halves (BigInt is far slower);
// every step keeps its halves in locals so the engine need not box them.

const TWO32 = 4294967296;

// The high 32 bits of a * b, both unsigned 32-bit: 16-bit limbs, no floats.
function highOfProduct(a, b) {
  const a0 = a & 0xffff, a1 = a >>> 16, b0 = b & 0xffff, b1 = b >>> 16;
  const p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0;
  const carry = ((p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff)) >>> 16;
  return (a1 * b1 + (p01 >>> 16) + (p10 >>> 16) + carry) >>> 0;
}

// SplitMix64's output for the state zh:zl, modulo `n` (n small).
function mixModulo(zh, zl, n) {
  // z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
  let h = (zh ^ (zh >>> 30)) >>> 0, l = (zl ^ ((zl >>> 30) | (zh << 2))) >>> 0;
  zh = (highOfProduct(l, 0x1ce4e5b9) + Math.imul(h, 0x1ce4e5b9) + Math.imul(l, 0xbf58476d)) >>> 0;
  zl = Math.imul(l, 0x1ce4e5b9) >>> 0;
  // z = (z ^ (z >> 27)) * 0x94D049BB133111EB
  h = (zh ^ (zh >>> 27)) >>> 0;
  l = (zl ^ ((zl >>> 27) | (zh << 5))) >>> 0;
  zh = (highOfProduct(l, 0x133111eb) + Math.imul(h, 0x133111eb) + Math.imul(l, 0x94d049bb)) >>> 0;
  zl = Math.imul(l, 0x133111eb) >>> 0;
  // z ^ (z >> 31), modulo n: h * 2^32 + l is h * (2^32 - 1) + h + l
  h = (zh ^ (zh >>> 31)) >>> 0;
  l = (zl ^ ((zl >>> 31) | (zh << 1))) >>> 0;
  return (modulo(h, n) * modulo(TWO32 - 1, n) + modulo(h, n) + modulo(l, n)) % n;
}

// An unsigned 32-bit `x` modulo a small `n` in small-integer steps (a
// remainder of a number above 2^31 is a floating-point call).
function modulo(x, n) {
  return (((x >>> 16) % n) * 65536 + (x & 0xffff)) % n;
}

let seedHigh = 0, seedLow = 0; // seed * 0x2545F4914F6CDD1D, once per table

function setSeed(value) {
  seed = value;
  seedHigh = (highOfProduct(value, 0x4f6cdd1d) + Math.imul(value, 0x2545f491)) >>> 0;
  seedLow = Math.imul(value, 0x4f6cdd1d) >>> 0;
}

const lists = [adjectives, colours, nouns];

// The label of row `id` of the current table, as Benchmark.Row draws it.
function label(id, updates) {
  let h = seedHigh, l = (seedLow ^ id) >>> 0;
  let words = "";
  for (let i = 0; i < 3; i++) {
    l += 0x7f4a7c15; // the state += 0x9E3779B97F4A7C15
    h = (h + 0x9e3779b9 + (l >= TWO32 ? 1 : 0)) >>> 0;
    l >>>= 0;
    const list = lists[i];
    words += (i === 0 ? "" : " ") + list[mixModulo(h, l, list.length)];
  }
  return updates === 0 ? words : words + " !!!".repeat(updates);
}

// ---- The table.

let seed = null;
let nextID = 1;
let rows = []; // {id, updates, label, tr}, in table order
let selected = null; // the selected row object

const tbody = document.getElementById("tbody");
const template = document.createElement("template");
template.innerHTML = '<tr><td class="col-md-1"> </td><td class="col-md-4"><a class="lbl"> </a></td>'
  + '<td class="col-md-1"><a class="remove"><span class="remove glyphicon glyphicon-remove"'
  + ' aria-hidden="true"></span></a></td><td class="col-md-6"></td></tr>';
const prototypeRow = template.content.firstChild;

function element(row) {
  const tr = prototypeRow.cloneNode(true);
  tr.firstChild.firstChild.nodeValue = row.id;
  tr.childNodes[1].firstChild.firstChild.nodeValue = row.label;
  tr._row = row;
  row.tr = tr;
  return tr;
}

function makeRow(id, updates) {
  return { id, updates, label: label(id, updates), tr: null };
}

// Up to `count` new rows with the next ids, within the screen's bounds.
function makeRows(count) {
  count = Math.min(count, maxRows - rows.length, maxID + 1 - nextID);
  if (count <= 0) return [];
  if (seed === null) setSeed(1 + Math.floor(Math.random() * maxSeed));
  const made = new Array(count);
  for (let i = 0; i < count; i++) made[i] = makeRow(nextID + i, 0);
  nextID += count;
  return made;
}

function appendRows(made) {
  const fragment = document.createDocumentFragment();
  for (const row of made) fragment.appendChild(element(row));
  tbody.appendChild(fragment);
  rows = rows.length === 0 ? made : rows.concat(made);
}

function clear() {
  rows = [];
  selected = null;
  tbody.textContent = "";
}

function replaceRows(count) {
  clear();
  appendRows(makeRows(count));
}

function updateEveryTenth() {
  for (let i = 0; i < rows.length; i += 10) {
    const row = rows[i];
    if (row.updates >= maxUpdates) continue;
    row.updates += 1;
    row.label += " !!!";
    row.tr.childNodes[1].firstChild.firstChild.nodeValue = row.label;
  }
}

function swapRows() {
  if (rows.length <= 998) return;
  const first = rows[1], second = rows[998];
  rows[1] = second;
  rows[998] = first;
  const after = second.tr.nextSibling;
  tbody.insertBefore(second.tr, first.tr);
  tbody.insertBefore(first.tr, after);
}

function select(row) {
  if (selected === row) return;
  if (selected !== null) selected.tr.removeAttribute("class");
  row.tr.className = "danger";
  selected = row;
}

function remove(row) {
  rows.splice(rows.indexOf(row), 1);
  row.tr.remove();
  if (selected === row) selected = null;
}

const buttons = {
  run: () => replaceRows(1000),
  runlots: () => replaceRows(10000),
  add: () => appendRows(makeRows(1000)),
  update: updateEveryTenth,
  clear,
  swaprows: swapRows,
};
for (const [id, action] of Object.entries(buttons)) {
  document.getElementById(id).addEventListener("click", action);
}

tbody.addEventListener("click", (event) => {
  const link = event.target.closest("a");
  if (link === null) return;
  const row = link.closest("tr")._row;
  if (link.classList.contains("lbl")) select(row);
  else if (link.classList.contains("remove")) remove(row);
});

// ---- The starting state from the URL, as BenchmarkCodec writes it.

// IntegerRuns: `1-5` is 1…5, `9-7` is 9, 8, 7, `0-30~10` is 0, 10, 20, 30.
function decodeRuns(text) {
  const values = [];
  if (!text) return values;
  for (const token of text.split(".")) {
    const [bounds, stepText] = token.split("~");
    const [firstText, lastText = firstText] = bounds.split("-");
    const first = Number(firstText), last = Number(lastText);
    const step = stepText === undefined ? 1 : Number(stepText);
    if (![first, last, step].every(Number.isSafeInteger) || step < 1) {
      throw new Error(`bad run “${token}”`);
    }
    const direction = last >= first ? step : -step;
    for (let value = first; direction > 0 ? value <= last : value >= last; value += direction) {
      values.push(value);
      if (values.length > maxRows * maxUpdates) throw new Error("too many values");
    }
  }
  return values;
}

function restore(query) {
  if (!query.has("seed")) return;
  setSeed(Number(query.get("seed")));
  nextID = Number(query.get("next") ?? 1);
  const updates = new Map();
  for (const id of decodeRuns(query.get("bang"))) updates.set(id, (updates.get(id) ?? 0) + 1);
  appendRows(decodeRuns(query.get("rows")).map((id) => makeRow(id, updates.get(id) ?? 0)));
  const selectedID = query.has("selected") ? Number(query.get("selected")) : null;
  const row = rows.find((candidate) => candidate.id === selectedID);
  if (row !== undefined) select(row);
}

restore(new URLSearchParams(location.search));
document.title = `Benchmark: ${rows.length} rows`;
window.benchReady = true;
