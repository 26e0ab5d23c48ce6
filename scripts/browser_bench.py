"""Drives the Benchmark screen and its vanilla-JS twin in headless Chromium (see scripts/browser-bench).

Two pages of the same DOM contract run the same nine operations of
js-framework-benchmark (keyed) in one run: the gallery's Benchmark screen
(Trellis: click → event over the socket → server → patch) and
scripts/bench/vanilla/ (no framework, the floor), served by a static server
on loopback that maps /benchmark to it, so both open the same precondition
URLs (e.g. /benchmark?seed=1&next=1001&rows=1-1000: the same 1,000 rows, the
same labels). Samples alternate between the two pages, which page goes first
alternating too, so both see the same machine load. With `--baseline BIN` a
second gallery (the previous commit's) is a third page in the same rotation,
and its click → DOM, ratio and CPU are printed beside the first's: a
comparison the machine's slow and fast phases do not skew, as they skew two
runs. It is not free of bias: the same build given as both (an A/A run, 7
samples) came out 2.09× as `--gallery` and 2.19× as `--baseline`, and three
runs of builds whose small operations' code did not differ gave the first
slot 0.09–0.19 less; a difference in the geometric mean below about 0.2 is
not evidence.

Each sample opens the precondition state by its URL (a fresh page, and for
Trellis a fresh session), waits for the page to be ready (the live socket
open; the vanilla script run), then runs one in-page script that takes
`performance.now()`, clicks, and resolves from a MutationObserver on
`#tbody` as soon as the expected change is in the DOM ("dom"), and once more
after the next frame ("paint": requestAnimationFrame, then a task).

Server CPU: user+sys time of the gallery process over the operation, from
just before the click until 50 ms after the page reports the change painted
(the update's one frame has arrived by then, and the old tree is freed).
A window of 0.3 s, as before, also counted the idle process's timers and
at times the previous sample's session closing: 0-0.38 ms in 0.3 s
without a click (14 samples). It is the sum
of the run times of the process's threads in /proc/<pid>/task/*/schedstat
(nanoseconds; /proc/<pid>/stat counts the same time in 10 ms ticks, too
coarse for one click, and is reported as the mean over all samples,
`server_cpu_stat_mean`, as a cross-check).

Timed samples reach the gallery directly; bytes are counted on one more
sample per operation that goes through the relay below, since the relay
(Python threads copying every byte) adds its own latency: the ping → pong
floor is printed both ways, and once more from a Python client without a
browser, which leaves out the browser's own WebSocket path. With the vanilla
medians it gives the best geometric mean a page that asks the server for
every change could reach: each operation in the vanilla time plus one
ping → pong, and no other work.

Bytes (Trellis only), counted in one more run of each operation after the
timed ones: the page counts the UTF-8 bytes of every WebSocket message as it
sees them, i.e. after permessage-deflate decompression ("payload up/down"); a
TCP relay between the browser and the server counts the bytes that really
cross the socket, compressed and framed ("wire up/down"). Both are taken from
just before the click until the trailing frames (ack, url, title) have
arrived.
"""

import argparse
import asyncio
import functools
import http.server
import json
import math
import os
import pathlib
import socket
import statistics
import subprocess
import threading
import time
import re
import urllib.request

import websockets
from live_bench import ServerClock
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[1]
VANILLA_PAGE = "/scripts/bench/vanilla/index.html"
THOUSAND = "/benchmark?seed=1&next=1001&rows=1-1000"

# key: (js-framework-benchmark's name, precondition URL, element to click (JS),
# the change to wait for (JS)), in js-framework-benchmark's order.
OPERATIONS = {
    "run": ("create rows", "/benchmark", "document.getElementById('run')",
            "tbody.children.length == 1000"),
    "replace": ("replace all rows", THOUSAND, "document.getElementById('run')",
                "tbody.children.length == 1000 && tbody.children[0].firstChild.textContent == '1001'"
                " && tbody.children[999].firstChild.textContent == '2000'"),
    "update": ("partial update", THOUSAND, "document.getElementById('update')",
               "tbody.children[990].querySelector('a.lbl').textContent.endsWith(' !!!')"),
    "select": ("select row", THOUSAND, "tbody.children[1].querySelector('a.lbl')",
               "tbody.children[1].className == 'danger'"),
    "swap": ("swap rows", THOUSAND, "document.getElementById('swaprows')",
             "tbody.children[1].firstChild.textContent == '999'"),
    "remove": ("remove row", THOUSAND, "tbody.children[1].querySelector('a.remove')",
               "tbody.children.length == 999"),
    "runlots": ("create many rows", "/benchmark", "document.getElementById('runlots')",
                "tbody.children.length == 10000"),
    "add": ("append rows to large table", THOUSAND, "document.getElementById('add')",
            "tbody.children.length == 2000"),
    "clear": ("clear rows", THOUSAND, "document.getElementById('clear')",
              "tbody.children.length == 0"),
}

MEASURE = """
const done = arguments[arguments.length - 1];
const tbody = document.getElementById('tbody');
const target = %s;
const ready = () => %s;
let start = 0, dom = 0;
const observer = new MutationObserver(() => {
  if (dom || !ready()) return;
  dom = performance.now() - start;
  observer.disconnect();
  requestAnimationFrame(() => setTimeout(() => done([dom, performance.now() - start]), 0));
});
observer.observe(tbody, {childList: true, subtree: true, characterData: true, attributes: true});
start = performance.now();
target.click();
"""

# The page's sockets, and the payload bytes they carry while `__count` is set:
# counted in the page, not from Chromium's DevTools network log, which copied
# every frame into the log and made each round trip ~0.3-0.4 ms longer
# (ping -> pong 1.5 against 1.1-1.2 ms in one run of each, alternating), on the
# Trellis page alone.
RECORD_SOCKETS = """
window.__sockets = [];
window.__count = false;
window.__sent = 0;
window.__received = 0;
const Native = window.WebSocket;
const bytes = (data) => typeof data == 'string' ? new TextEncoder().encode(data).length : data.byteLength ?? data.size;
window.WebSocket = class extends Native {
  constructor(...args) {
    super(...args);
    window.__sockets.push(this);
    this.addEventListener('message', (e) => { if (window.__count) window.__received += bytes(e.data); });
  }
  send(data) {
    if (window.__count) window.__sent += bytes(data);
    return super.send(data);
  }
};
"""

TRELLIS_READY = "return window.__sockets.some((s) => s.readyState == 1)"
# Seconds after the page reports the change painted that the server's CPU
# time is still counted (see measure_trellis).
CPU_WINDOW = 0.05
VANILLA_READY = "return window.benchReady === true"


class Relay:
    """A TCP relay on loopback that counts the bytes each way."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.up = 0
        self.down = 0
        self.lock = threading.Lock()
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def counts(self):
        with self.lock:
            return self.up, self.down

    def _accept(self):
        while True:
            client, _ = self.server.accept()
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
            for source, sink, upward in ((client, upstream, True), (upstream, client, False)):
                threading.Thread(target=self._pump, args=(source, sink, upward), daemon=True).start()

    def _pump(self, source, sink, upward):
        try:
            while data := source.recv(65536):
                with self.lock:
                    if upward:
                        self.up += len(data)
                    else:
                        self.down += len(data)
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass


class VanillaHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the repository read-only, with /benchmark?… as the vanilla page."""

    def translate_path(self, path):
        if path.split("?", 1)[0] == "/benchmark":
            path = VANILLA_PAGE
        return super().translate_path(path)

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        # Cross-origin isolation: performance.now() in 5 µs steps instead of
        # 100 µs, which matters for the vanilla page's sub-millisecond clicks.
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def log_message(self, *args):
        pass


def start_static_server():
    handler = functools.partial(VanillaHandler, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_gallery(binary):
    port = free_port()
    process = subprocess.Popen([binary, "--port", str(port), "--log-level", "warning"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1).close()
            return process, port
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise SystemExit("the gallery did not start")
            time.sleep(0.1)


def start_browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(120)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_SOCKETS})
    return driver


def frames(driver):
    """(sent, received) payload bytes of the WebSocket frames counted since the last call."""
    return driver.execute_script(
        "const counts = [window.__sent, window.__received]; window.__sent = window.__received = 0; return counts")


def wait_until(predicate, timeout=10):
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError("condition not met")
        time.sleep(0.01)


def open_page(driver, url, ready):
    driver.get(url)
    wait_until(lambda: driver.execute_script(ready))


def click(driver, key):
    _, _, target, ready = OPERATIONS[key]
    return driver.execute_async_script(MEASURE % (target, ready))


def measure_trellis(driver, relay, clock, base, key, settle, count=False):
    open_page(driver, base + OPERATIONS[key][1], TRELLIS_READY)
    time.sleep(settle)  # let the join's frames finish before counting
    driver.execute_script("window.__count = arguments[0]", count)
    frames(driver)
    before = relay.counts()
    cpu_before = clock.sample()
    dom, paint = click(driver, key)
    # The update (patch, URL, title and acknowledgement) is one frame, in
    # before the DOM changes; the work after it (freeing the old tree) is
    # done within a few ms. A longer window counts the idle process's own
    # timers and, now and then, the previous sample's session closing.
    time.sleep(CPU_WINDOW)
    cpu_after = clock.sample()
    time.sleep(max(0.0, settle - CPU_WINDOW))
    sent, received = frames(driver)
    after = relay.counts()
    cpu, cpu_ticks = ServerClock.elapsed(cpu_before, cpu_after)
    return {"trellis_dom": dom, "trellis_paint": paint, "server_cpu": cpu, "server_cpu_ticks": cpu_ticks,
            "payload_up": sent, "payload_down": received,
            "wire_up": after[0] - before[0], "wire_down": after[1] - before[1]}


def measure_baseline(driver, relay, baseline, key, settle):
    """One sample of the baseline gallery, straight to its port: click → DOM and its CPU
    (the relay's byte counts, which are the other gallery's, are dropped)."""
    process, port = baseline
    sample = measure_trellis(driver, relay, ServerClock(process.pid), f"http://127.0.0.1:{port}", key, settle)
    return {"baseline_dom": sample["trellis_dom"], "baseline_cpu": sample["server_cpu"],
            "baseline_cpu_ticks": sample["server_cpu_ticks"]}


def measure_vanilla(driver, base, key):
    open_page(driver, base + OPERATIONS[key][1], VANILLA_READY)
    dom, paint = click(driver, key)
    return {"vanilla_dom": dom, "vanilla_paint": paint}


PING = """
const done = arguments[arguments.length - 1];
const socket = window.__sockets.find((s) => s.readyState == 1);
const times = [];
let n = 1000, start = 0;
socket.addEventListener('message', (e) => {
  const m = JSON.parse(e.data);
  if (m.t != 'pong' || m.n != n) return;
  times.push(performance.now() - start);
  if (times.length == %d) return done(times);
  setTimeout(ping, 20);
});
const ping = () => { n += 1; start = performance.now(); socket.send(JSON.stringify({t: 'ping', n})); };
ping();
"""


def measure_floor(driver, base, count=15):
    """The live socket's own round trip in this browser: a `ping` answered by
    the server's `pong` on a joined 1,000-row page, with no screen work. An
    operation's click → DOM cannot be shorter."""
    open_page(driver, base + THOUSAND, TRELLIS_READY)
    time.sleep(0.3)
    return statistics.median(driver.execute_async_script(PING % count))


def measure_server_floor(base, count=50):
    """The same ping → pong from a Python client on a joined 1,000-row page,
    without a browser: what the server and the loopback add. The rest of
    `measure_floor`'s figure is the browser's own WebSocket path."""
    html = urllib.request.urlopen(base + THOUSAND).read().decode()
    token = re.search(r'content="([^"]+)" name="trellis-page"', html).group(1)

    async def run():
        async with websockets.connect(
                base.replace("http", "ws") + "/live", origin=base, compression="deflate",
                max_size=1 << 24, ping_interval=None) as ws:
            await ws.send(json.dumps({"t": "join", "v": 4, "page": token, "b": 0, "url": THOUSAND}))
            while json.loads(await ws.recv())["t"] != "joined":
                pass
            times = []
            for n in range(count):
                start = time.perf_counter()
                await ws.send(json.dumps({"t": "ping", "n": n}))
                while True:
                    message = json.loads(await ws.recv())
                    if message.get("t") == "pong" and message.get("n") == n:
                        break
                times.append((time.perf_counter() - start) * 1000)
            return statistics.median(times)

    return asyncio.run(run())


def geometric_mean(values):
    return math.exp(statistics.fmean(math.log(value) for value in values))


def round_trip_floor(results, ping):
    """The geometric mean a page that answers every click over the socket could
    reach at best: each operation taking the vanilla page's time plus one
    ping → pong of this browser, with no server or client work at all."""
    return geometric_mean((r["vanilla_dom"] + ping) / max(r["vanilla_dom"], 0.01) for r in results)


def summarize(key, samples):
    result = {"op": OPERATIONS[key][0], "key": key, "repetitions": len(samples)}
    for field in samples[0]:
        if field not in ("server_cpu_ticks", "baseline_cpu_ticks"):
            result[field] = round(statistics.median(sample[field] for sample in samples), 3)
    result["ratio"] = round(result["trellis_dom"] / max(result["vanilla_dom"], 0.01), 2)
    result["paint_ratio"] = round(result["trellis_paint"] / max(result["vanilla_paint"], 0.01), 2)
    result["server_cpu_stat_mean"] = round(statistics.fmean(s["server_cpu_ticks"] for s in samples), 1)
    if "baseline_dom" in result:
        result["baseline_ratio"] = round(result["baseline_dom"] / max(result["vanilla_dom"], 0.01), 2)
    return result


def print_table(results, repetitions):
    print()
    print(f"{'operation':<28}{'trellis ms':>11}{'vanilla ms':>11}{'ratio':>7}{'server cpu':>11}"
          f"{'t paint':>9}{'v paint':>9}{'payload up':>11}{'payload dn':>11}{'wire up':>9}{'wire dn':>9}")
    for r in results:
        print(f"{r['op']:<28}{r['trellis_dom']:>11.1f}{r['vanilla_dom']:>11.1f}{r['ratio']:>7.1f}"
              f"{r['server_cpu']:>11.1f}{r['trellis_paint']:>9.1f}{r['vanilla_paint']:>9.1f}"
              f"{r['payload_up']:>11.0f}{r['payload_down']:>11.0f}{r['wire_up']:>9.0f}{r['wire_down']:>9.0f}")
    print(f"geometric mean of the ratios: {geometric_mean(r['ratio'] for r in results):.2f}× "
          f"(click → DOM), {geometric_mean(r['paint_ratio'] for r in results):.2f}× (click → paint)")
    if "baseline_dom" in results[0]:
        print()
        print(f"{'the baseline gallery':<28}{'trellis ms':>11}{'baseline ms':>12}{'ratio':>7}{'base ratio':>11}"
              f"{'server cpu':>11}{'base cpu':>9}")
        for r in results:
            print(f"{r['op']:<28}{r['trellis_dom']:>11.1f}{r['baseline_dom']:>12.1f}{r['ratio']:>7.2f}"
                  f"{r['baseline_ratio']:>11.2f}{r['server_cpu']:>11.2f}{r['baseline_cpu']:>9.2f}")
        print(f"geometric mean of the ratios, baseline gallery in the same run: "
              f"{geometric_mean(r['baseline_ratio'] for r in results):.2f}×")
    print(f"medians of {repetitions} samples per page; ms from the click to the DOM change (paint: the "
          "next frame); server cpu = ms of the gallery's user+sys time per operation; payload = WebSocket "
          "frames as the page sees them (decompressed), wire = TCP bytes through the relay (compressed, "
          "framed)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gallery", required=True, help="the gallery binary (release build)")
    parser.add_argument("--baseline", help="another gallery binary (the previous commit's) measured in the "
                        "same run, its samples interleaved with the others")
    parser.add_argument("--repetitions", type=int, default=7, help="samples per operation and page")
    parser.add_argument("--ops", nargs="*", choices=list(OPERATIONS), default=list(OPERATIONS),
                        help="operations by key: " + ", ".join(f"{k} ({v[0]})" for k, v in OPERATIONS.items()))
    parser.add_argument("--settle", type=float, default=0.3, help="seconds to wait for trailing frames")
    parser.add_argument("--json", action="store_true", help="JSON lines only")
    arguments = parser.parse_args()

    process, port = start_gallery(arguments.gallery)
    baseline = start_gallery(arguments.baseline) if arguments.baseline else None
    relay = Relay(port)
    clock = ServerClock(process.pid)
    static = start_static_server()
    driver = start_browser()
    trellis = f"http://127.0.0.1:{relay.port}"
    direct = f"http://127.0.0.1:{port}"
    vanilla = f"http://127.0.0.1:{static.server_address[1]}"
    load_before = [round(x, 2) for x in os.getloadavg()]
    try:
        measure_trellis(driver, relay, clock, trellis, "run", arguments.settle)  # warm-up
        measure_vanilla(driver, vanilla, "run")
        if baseline:
            measure_baseline(driver, relay, baseline, "run", arguments.settle)
        results = []
        for key in arguments.ops:
            samples = []
            for repetition in range(arguments.repetitions):
                pages = [lambda: measure_trellis(driver, relay, clock, direct, key, arguments.settle),
                         lambda: measure_vanilla(driver, vanilla, key)]
                if baseline:
                    pages.append(lambda: measure_baseline(driver, relay, baseline, key, arguments.settle))
                # Each page goes first, second (and third) in turn.
                shift = repetition % len(pages)
                pages = pages[shift:] + pages[:shift]
                sample = {}
                for page in pages:
                    sample.update(page())
                samples.append(sample)
            result = summarize(key, samples)
            counted = measure_trellis(driver, relay, clock, trellis, key, arguments.settle, count=True)
            for field in ("payload_up", "payload_down", "wire_up", "wire_down"):
                result[field] = counted[field]
            results.append(result)
            print(json.dumps(result), flush=True)
        floor = round(measure_floor(driver, direct), 3)
        relayed = round(measure_floor(driver, trellis), 3)
        server = round(measure_server_floor(direct), 3)
        print(json.dumps({"op": "socket round trip", "ping_pong_ms": floor,
                          "through_relay_ms": relayed, "python_client_ms": server}), flush=True)
        # The machine may be shared: its load puts the figures in context.
        ratios = {"op": "geometric mean", "ratio": round(geometric_mean(r["ratio"] for r in results), 2),
                  **({"baseline_ratio": round(geometric_mean(r["baseline_ratio"] for r in results), 2)}
                     if baseline else {}),
                  "paint_ratio": round(geometric_mean(r["paint_ratio"] for r in results), 2),
                  "round_trip_floor_ratio": round(round_trip_floor(results, floor), 2),
                  "load_before": load_before, "load_after": [round(x, 2) for x in os.getloadavg()]}
        print(json.dumps(ratios), flush=True)
    finally:
        driver.quit()
        static.shutdown()
        for running in [process] + ([baseline[0]] if baseline else []):
            running.terminate()
            running.wait(timeout=10)
    if not arguments.json:
        print_table(results, arguments.repetitions)
        print(f"the live socket's own round trip (ping → pong, median of 15): {floor:.2f} ms "
              f"({relayed:.2f} ms through the byte-counting relay); no operation's click → DOM can be "
              "shorter")
        print(f"geometric mean if every operation took the vanilla time plus one ping → pong, and no "
              f"other work: {ratios['round_trip_floor_ratio']:.2f}× (the floor of a page that asks the "
              "server for every change)")
        print(f"the same ping → pong from a Python client, without a browser (median of 50): "
              f"{server:.2f} ms; the rest is the browser's WebSocket path")
        print(f"load average (1, 5, 15 min) before: {ratios['load_before']}, after: {ratios['load_after']} "
              f"on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
