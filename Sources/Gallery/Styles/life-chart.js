// GameOfLife's population chart: a client hook (docs/PROTOCOL.md, "Islands
// and hooks"). The server pushes "generation:population" in the hook
// element's data-hook-value; the chart keeps the last 200 points itself and
// draws them on a canvas it adds to the island, which the server never
// patches. Its Pause button sends "pause" to the screen (api.send).
const POINTS = 200

window.Trellis?.hook('population-chart', {
  mounted(el, api) {
    el.replaceChildren()
    const canvas = document.createElement('canvas')
    canvas.width = 400
    canvas.height = 120
    canvas.className = 'life-chart-canvas'
    canvas.setAttribute('role', 'img')
    canvas.setAttribute('aria-label', 'Population over the last generations')
    const pause = document.createElement('button')
    pause.type = 'button'
    pause.className = 'life-chart-pause'
    pause.textContent = 'Pause from the chart'
    pause.addEventListener('click', () => api.send('pause'))
    el.append(canvas, pause)
    el.dataset.chartMounted = 'yes'
    el.chart = { canvas, points: [] }
  },
  updated(el, value) {
    const chart = el.chart, [generation, population] = (value || '').split(':').map(Number)
    if (!chart || Number.isNaN(population)) return
    const last = chart.points.at(-1)
    // A generation going back (cleared, a new pattern) starts a new history.
    if (last && generation <= last.generation) chart.points = []
    chart.points.push({ generation, population })
    if (chart.points.length > POINTS) chart.points.shift()
    el.dataset.chartPoints = String(chart.points.length)
    draw(chart)
  },
  destroyed(el) {
    delete el.chart
  },
})

function draw({ canvas, points }) {
  const g = canvas.getContext('2d'), w = canvas.width, h = canvas.height
  const top = Math.max(1, ...points.map((p) => p.population))
  g.clearRect(0, 0, w, h)
  g.strokeStyle = '#2f6f4f'
  g.lineWidth = 2
  g.beginPath()
  points.forEach((p, i) => {
    const x = (i / (POINTS - 1)) * w, y = h - 4 - (p.population / top) * (h - 8)
    i ? g.lineTo(x, y) : g.moveTo(x, y)
  })
  g.stroke()
}
