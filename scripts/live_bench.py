"""Measures a running gallery over real sockets (see scripts/live-bench).

Every measurement starts its own gallery process, so one measurement's
closed sessions (kept for their grace period) and freed memory never blur
the next one. Memory per idle session is the growth of the server's
resident set between `--warmup` sessions and `--warmup + --sessions`
sessions, all joined (the `joined` message arrives after the session's
store, tree and first render exist) and idle for `--settle` seconds.
"""

import argparse
import asyncio
import json
import os
import re
import resource
import socket
import statistics
import subprocess
import time
import urllib.request

import websockets

PLUS = 2  # the counter's "+" handler id in a freshly mounted view


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))


def page_token(base, path="/counter"):
    return page(base, path)[0]


def page(base, path):
    """The page token and the HTML of the page at `path`."""
    html = urllib.request.urlopen(base + path).read().decode()
    return re.search(r'content="([^"]+)" name="trellis-page"', html).group(1), html


class Gallery:
    """A gallery process on a free loopback port, stopped on exit."""

    def __init__(self, path, arena_max):
        self.path, self.arena_max = path, arena_max

    def __enter__(self):
        port = free_port()
        env = dict(os.environ)
        if self.arena_max:
            env["MALLOC_ARENA_MAX"] = str(self.arena_max)
        self.process = subprocess.Popen(
            [self.path, "--port", str(port), "--log-level", "error"], env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{port}"
        for _ in range(200):
            try:
                urllib.request.urlopen(self.base + "/")
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the gallery did not start")

    def __exit__(self, *exc):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class WireCounter:
    """Counts the bytes a socket's transport sends and receives (frames, headers, masks)."""

    def __init__(self, ws):
        self.sent = self.received = 0
        transport, received = ws.transport, ws.data_received
        write = transport.write

        def counting_write(data):
            self.sent += len(data)
            write(data)

        def counting_received(data):
            self.received += len(data)
            received(data)

        transport.write = counting_write
        ws.data_received = counting_received


async def open_session(base, token, compression, url="/counter"):
    ws = await websockets.connect(
        base.replace("http", "ws") + "/live", origin=base,
        compression="deflate" if compression else None, max_size=1 << 22, ping_interval=None)
    await ws.send(json.dumps({"t": "join", "v": 2, "page": token, "b": 0, "url": url}))
    while json.loads(await ws.recv())["t"] != "joined":
        pass
    return ws


async def clicks(base, count, compression):
    """Each click's round trip (event sent → patch received) and wire bytes
    (event, patch, ack and the client's ack), paced under the rate limit."""
    ws = await open_session(base, page_token(base), compression)
    negotiated = ws.response.headers.get("Sec-WebSocket-Extensions", "")
    counter = WireCounter(ws)
    times, wire, frames = [], [], {}
    for sequence in range(1, count + 1):
        sent, received = counter.sent, counter.received
        event = json.dumps({"t": "event", "s": sequence, "h": PLUS}, separators=(",", ":"))
        start = time.perf_counter()
        await ws.send(event)
        frames["event"] = len(event)
        while True:
            frame = await ws.recv()
            kind = json.loads(frame)["t"]
            if kind == "patch":
                times.append(time.perf_counter() - start)
            frames[kind] = len(frame)
            if kind == "ack":
                break
        await ws.send(json.dumps({"t": "ack", "b": sequence}, separators=(",", ":")))
        wire.append(counter.sent - sent + counter.received - received)
        await asyncio.sleep(0.055)  # 18 clicks/s: under the 20/s session limit
    await ws.close()
    return times, wire, frames, negotiated


async def create_rows(base, compression):
    """Wire bytes (both ways) of "Create 1,000 rows" on the Benchmark screen:
    the event, the patch with the rows, and the rest up to the ack."""
    token, html = page(base, "/benchmark")
    run = int(re.search(r'data-t-click="(\d+)" id="run"', html).group(1))
    ws = await open_session(base, token, compression, url="/benchmark")
    counter = WireCounter(ws)
    await ws.send(json.dumps({"t": "event", "s": 1, "h": run}, separators=(",", ":")))
    patch = 0
    while True:
        frame = json.loads(message := await ws.recv())
        if frame["t"] == "patch":
            patch = len(message.encode())
        if frame["t"] == "ack":
            break
    wire = counter.sent + counter.received
    await ws.close()
    return patch, wire


async def idle(base, pid, warmup, count, compression, settle):
    """RSS before and after `count` more idle sessions on top of `warmup` ones."""
    token = page_token(base)
    sockets = []

    async def grow(total):
        while len(sockets) < total:
            batch = min(100, total - len(sockets))
            sockets.extend(await asyncio.gather(
                *(open_session(base, token, compression) for _ in range(batch))))

    await grow(warmup)
    await asyncio.sleep(settle)
    before = rss_kib(pid)
    await grow(warmup + count)
    await asyncio.sleep(settle)
    after = rss_kib(pid)
    alive = sum(1 for ws in sockets if ws.state.name == "OPEN")
    for ws in sockets:
        await ws.close()
    return before, after, alive


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--clicks", type=int, default=250, help="0 skips the click measurement")
    parser.add_argument("--sessions", type=int, default=2000)
    parser.add_argument("--warmup", type=int, default=100, help="sessions opened before the baseline")
    parser.add_argument("--settle", type=float, default=2.0, help="idle seconds before reading RSS")
    parser.add_argument("--compression", choices=("off", "on", "both"), default="both")
    parser.add_argument("--arena-max", type=int, default=0, help="MALLOC_ARENA_MAX for the gallery")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    modes = {"off": (False,), "on": (True,), "both": (False, True)}[args.compression]
    for compression in modes:
        label = "with permessage-deflate" if compression else "without compression"
        if args.clicks:
            with Gallery(args.gallery, args.arena_max) as gallery:
                times, wire, frames, negotiated = asyncio.run(clicks(gallery.base, args.clicks, compression))
            times.sort()
            p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
            if compression:
                print(f"permessage-deflate offered and accepted: {negotiated or 'no'}")
            print(f"{label}: one click's JSON frames {', '.join(f'{k} {v} B' for k, v in frames.items())}; "
                  f"on the wire (frames, both ways) median {statistics.median(wire):.0f} B")
            print(f"{label}: click round trip over {len(times)} clicks: median "
                  f"{statistics.median(times) * 1000:.3f} ms, p99 {p99 * 1000:.3f} ms")
            with Gallery(args.gallery, args.arena_max) as gallery:
                patch, wire = asyncio.run(create_rows(gallery.base, compression))
            print(f"{label}: Benchmark \"Create 1,000 rows\": patch JSON {patch} B; "
                  f"on the wire (frames, both ways, up to the ack) {wire} B")
        with Gallery(args.gallery, args.arena_max) as gallery:
            before, after, alive = asyncio.run(idle(
                gallery.base, gallery.process.pid, args.warmup, args.sessions, compression, args.settle))
        print(f"{label}: {alive} of {args.warmup + args.sessions} idle sessions held open; gallery RSS "
              f"{before} KiB at {args.warmup} → {after} KiB: "
              f"{(after - before) * 1024 / args.sessions:.0f} B per idle session"
              + (f" (MALLOC_ARENA_MAX={args.arena_max})" if args.arena_max else ""))


if __name__ == "__main__":
    main()
