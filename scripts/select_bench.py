"""Server CPU per Benchmark-screen operation over real live sockets, and optionally a perf profile of it.

Starts the gallery (a release build), opens `--sessions` sessions of the
Benchmark screen holding 1,000 rows, each over its own WebSocket with
permessage-deflate, and has each click for `--seconds` at 18 clicks/s (under
the 20/s session limit): `select` clicks a row's label (a different row each
time); `run` the "Create 1,000 rows" button (each click replaces all rows),
`swaprows` "Swap rows" (rows 2 and 999 change places each time), `update`
"Update every 10th row" (their labels grow by " !!!" each time), `remove` a
row's remove link (a different row each time); `create` clicks "Clear", then
"Create 1,000 rows" into the empty table, and counts the second click alone;
`update-fresh` clicks "Create 1,000 rows" (fresh labels, outside the count),
then "Update every 10th row" once, counted alone: one update of a table whose
labels carry no " !!!" yet, as js-framework-benchmark measures it;
`create-10k` clicks "Clear", then "Create 10,000 rows", counted alone;
`swap-alone` counts each "Swap rows" alone, after one outside the count.
Prints the gallery's user+sys CPU time per click (from /proc/<pid>/stat,
over the clicks alone: every session has loaded its page and joined before
the count starts) and the clicks' round trip (event sent → its update
received). For those counted alone it is the median over the counted clicks of the
run time of the gallery's threads (/proc/<pid>/task/*/schedstat) from just
before the click until 20 ms after its update, in one session, so that no
other click's work falls in that window. With `--perf FILE`, `perf record` samples the gallery over the
clicks (call graphs through DWARF); read it with `perf report -i FILE`.
"""

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from live_bench import Gallery, ServerClock  # noqa: E402

import websockets  # noqa: E402

TABLE = "/benchmark?seed=1&next=1001&rows=1-1000"
# The operations whose clicks are counted one by one: the button clicked
# first, outside the count, and the one counted.
ALONE = {"create": ("clear", "run"), "update-fresh": ("run", "update"),
         "create-10k": ("clear", "runlots"), "swap-alone": ("swaprows", "swaprows")}


def page(base):
    with urllib.request.urlopen(base + TABLE) as response:
        html = response.read().decode()
    token = re.search(r'content="([^"]+)" name="trellis-page"', html).group(1)
    labels = [int(h) for h in re.findall(r'<a class="lbl" data-t-click="(\d+)"', html)]
    removes = [int(h) for h in re.findall(r'<a class="remove" data-t-click="(\d+)"', html)]
    buttons = {name: int(h) for h, name in
               re.findall(r'<button[^>]*data-t-click="(\d+)"[^>]*id="(\w+)"', html)}
    return token, labels, removes, buttons


async def join(base):
    """Loads the page and joins its session: setup, outside the measured clicks."""
    token, labels, removes, buttons = page(base)
    ws = await websockets.connect(
        base.replace("http", "ws") + "/live", origin=base, compression="deflate",
        max_size=1 << 24, ping_interval=None)
    await ws.send(json.dumps({"t": "join", "v": 4, "page": token, "b": 0, "url": TABLE}))
    applied = 0
    while True:
        message = json.loads(await ws.recv())
        applied = message.get("b", applied)
        if message["t"] == "joined":
            break
    return ws, labels, removes, buttons, applied


async def clicks(joined, index, op, seconds, times, pid=None, costs=None):
    ws, labels, removes, buttons, applied = joined
    end = time.monotonic() + seconds
    sequence = 0
    clock = ServerClock(pid) if pid else None

    async def click(handler):
        """Sends a click on `handler` and returns its round trip, once its update (or ack) is in."""
        nonlocal sequence, applied
        sequence += 1
        start = time.perf_counter()
        await ws.send(json.dumps({"t": "e", "s": sequence, "h": handler, "b": applied},
                                 separators=(",", ":")))
        while True:
            message = json.loads(await ws.recv())
            applied = message.get("b", applied)
            if message["t"] in ("u", "ack") and message.get("s", 0) >= sequence:
                return time.perf_counter() - start

    while time.monotonic() < end:
        if op in ALONE:
            # Empties the table (or fills it afresh) first, outside the count.
            await click(buttons[ALONE[op][0]])
            await asyncio.sleep(0.02)
            before = clock.sample() if clock else None
            times.append(await click(buttons[ALONE[op][1]]))
            await asyncio.sleep(0.02)
            if clock and costs is not None:
                costs.append(ServerClock.elapsed(before, clock.sample())[0] / 1000)
            await asyncio.sleep(0.035)
            continue
        if op == "select":
            handler = labels[((sequence + 1) * 37 + index) % len(labels)]
        elif op == "remove":
            # Each session its own rows, each removed once (its link is then gone).
            handler = removes[((sequence + 1) * 37 + index * 101) % len(removes)]
        else:
            handler = buttons[op]
        times.append(await click(handler))
        await asyncio.sleep(0.055)
    await ws.close()


async def drive(base, sessions, op, seconds, pid=None, started=None):
    """Joins `sessions` sessions, then has them click; returns the round
    trips and the gallery's CPU seconds over the clicks alone (pages and
    joins, several ms each for 1,000 rows, are left out; `started` runs
    between the two)."""
    joined = [await join(base) for _ in range(sessions)]
    if started:
        started()
    times, costs = [], []
    before = ServerClock(pid).ticks() if pid else 0
    await asyncio.gather(*(clicks(j, i, op, seconds, times, pid, costs) for i, j in enumerate(joined)))
    after = ServerClock(pid).ticks() if pid else 0
    if op in ALONE and costs:
        return times, statistics.median(costs) * len(times)
    return times, after - before


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gallery", required=True, help="the gallery binary (release build)")
    parser.add_argument("--op", choices=["select", "remove", "run", "swaprows", "update", *ALONE],
                        default="select")
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--perf", help="record a perf profile of the gallery into this file")
    arguments = parser.parse_args()
    if arguments.op in ALONE:
        arguments.sessions = 1  # each click counted alone (see above)
    with Gallery(arguments.gallery, arena_max=None) as gallery:
        base = gallery.base
        # Warm-up: a session's first clicks pay for code and caches once.
        asyncio.run(drive(base, 1, arguments.op, 1))
        recorder = None

        def start_recording():
            nonlocal recorder
            if arguments.perf:
                recorder = subprocess.Popen(
                    ["perf", "record", "-F", "2999", "--call-graph", "dwarf,32768", "-p",
                     str(gallery.process.pid), "-o", arguments.perf],
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                time.sleep(0.5)

        times, cpu = asyncio.run(drive(
            base, arguments.sessions, arguments.op, arguments.seconds, gallery.process.pid,
            start_recording))
        if recorder:
            recorder.send_signal(2)
            recorder.wait(timeout=60)
    times.sort()
    print(f"{arguments.op}: {len(times)} clicks from {arguments.sessions} sessions; "
          f"server CPU per click {cpu / len(times) * 1000:.3f} ms; round trip median "
          f"{statistics.median(times) * 1000:.3f} ms, p90 {times[int(len(times) * 0.9)] * 1000:.3f} ms; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
