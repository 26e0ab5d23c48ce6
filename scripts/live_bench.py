"""Measures a running gallery over real sockets (see scripts/live-bench).

Every measurement starts its own gallery process, so one measurement's
closed sessions (kept for their grace period) and freed memory never blur
the next one. Memory per idle session is the growth of the server's
resident set between `--warmup` sessions and `--warmup + --sessions`
sessions, all joined (the `joined` message arrives after the session's
store, tree and first render exist) and idle for `--settle` seconds; then
every session closes, and once their grace period (`--grace`, passed to
the gallery) is over and the registry swept them, the resident set is read
again. Click round trips are measured alone and with `--idle-sessions`
idle sessions open beside the clicking one.

The fake client speaks protocol 4 as Public/trellis/live.js does: an event
`{"t":"e",…}` and the server's one update frame (patches, URL, title and the
acknowledgement); the update's batch is acknowledged by the next event's
`b` when it comes within 200 ms (clicks here come every 55 ms), else by an
`ack` of its own, as after the lone click measured last.
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
# The protocol spoken: 4 (this tree), 3 for a gallery from before row
# templates, or 2 for one from before protocol 3 (`--protocol 2`).
PROTOCOL = 4


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


class ServerClock:
    """The CPU time a process has used: the run times of its threads from
    /proc/<pid>/task/*/schedstat (nanoseconds), and utime + stime from
    /proc/<pid>/stat (10 ms ticks, too coarse for one click)."""

    TICK = 1 / os.sysconf("SC_CLK_TCK")

    def __init__(self, pid):
        self.pid = pid

    def threads(self):
        """Run time in seconds of each live thread, by thread id."""
        times = {}
        for tid in os.listdir(f"/proc/{self.pid}/task"):
            try:
                with open(f"/proc/{self.pid}/task/{tid}/schedstat") as file:
                    times[tid] = int(file.read().split()[0]) / 1e9
            except (FileNotFoundError, ProcessLookupError):
                pass  # the thread ended meanwhile
        return times

    def ticks(self):
        """utime + stime of the whole process in seconds, from /proc/<pid>/stat."""
        with open(f"/proc/{self.pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * self.TICK

    def sample(self):
        return self.threads(), self.ticks()

    @staticmethod
    def elapsed(before, after):
        """Milliseconds used between two samples: (from the threads, from the ticks). A thread
        that started in between counts from zero; one that ended in between is lost."""
        (threads_before, ticks_before), (threads_after, ticks_after) = before, after
        used = sum(t - threads_before.get(tid, 0) for tid, t in threads_after.items())
        return used * 1000, (ticks_after - ticks_before) * 1000


class Gallery:
    """A gallery process on a free loopback port, stopped on exit."""

    def __init__(self, path, arena_max, grace=None):
        self.path, self.arena_max, self.grace = path, arena_max, grace

    def __enter__(self):
        port = free_port()
        env = dict(os.environ)
        if self.arena_max:
            env["MALLOC_ARENA_MAX"] = str(self.arena_max)
        options = ["--grace-period", str(self.grace)] if self.grace is not None else []
        if PROTOCOL >= 3:
            # Every bench session comes from one loopback address.
            options += ["--max-sessions-per-address", "1000000"]
        self.process = subprocess.Popen(
            [self.path, "--port", str(port), "--log-level", "error", *options], env=env,
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
    await ws.send(json.dumps({"t": "join", "v": PROTOCOL, "page": token, "b": 0, "url": url}))
    while json.loads(await ws.recv())["t"] != "joined":
        pass
    return ws


async def clicks(base, count, compression):
    """Each click's round trip (event sent → its update received) and wire
    bytes (event, update, the client's ack), paced under the rate limit."""
    ws = await open_session(base, page_token(base), compression)
    negotiated = ws.response.headers.get("Sec-WebSocket-Extensions", "")
    counter = WireCounter(ws)
    times, wire, frames, applied = [], [], {}, None
    for sequence in range(1, count + 2):
        sent, received = counter.sent, counter.received
        fields = {"t": "e" if PROTOCOL >= 3 else "event", "s": sequence, "h": PLUS}
        if applied is not None and PROTOCOL >= 3:
            fields["b"] = applied
        event = json.dumps(fields, separators=(",", ":"))
        start = time.perf_counter()
        await ws.send(event)
        frames["event"] = len(event)
        while True:
            frame = await ws.recv()
            message = json.loads(frame)
            kind = message["t"]
            frames[kind] = len(frame)
            if PROTOCOL == 2:
                # Version 2: patch, url, title, then the event's ack; the
                # client acknowledges the patch at once.
                if kind == "patch":
                    times.append(time.perf_counter() - start)
                    applied = message["b"]
                if kind == "ack" and message["s"] >= sequence:
                    ack = json.dumps({"t": "ack", "b": applied}, separators=(",", ":"))
                    frames["client ack"] = len(ack)
                    await ws.send(ack)
                    await asyncio.sleep(0)
                    break
                continue
            if kind in ("u", "ack") and message["s"] >= sequence:
                times.append(time.perf_counter() - start)
                break
        applied = message.get("b", applied)
        if sequence > count and PROTOCOL == 2:
            lone = counter.sent - sent + counter.received - received
            times.pop()
            break
        if sequence > count:
            # The lone click: nothing follows within 200 ms, so its own ack.
            ack = json.dumps({"t": "ack", "b": applied}, separators=(",", ":"))
            frames["client ack"] = len(ack)
            await ws.send(ack)
            await asyncio.sleep(0.05)
            lone = counter.sent - sent + counter.received - received
            times.pop()
            break
        wire.append(counter.sent - sent + counter.received - received)
        await asyncio.sleep(0.055)  # 18 clicks/s: under the 20/s session limit
    await ws.close()
    return times, wire, frames, negotiated, lone


async def create_rows(base, compression):
    """Wire bytes (both ways) of "Create 1,000 rows" on the Benchmark screen:
    the event, the patch with the rows, and the rest up to the ack."""
    token, html = page(base, "/benchmark")
    # The run button's click handler (other attributes may sit between the two).
    run = int(re.search(r'<button[^>]*data-t-click="(\d+)"[^>]*id="run"', html).group(1))
    ws = await open_session(base, token, compression, url="/benchmark")
    counter = WireCounter(ws)
    await ws.send(json.dumps({"t": "e" if PROTOCOL >= 3 else "event", "s": 1, "h": run},
                             separators=(",", ":")))
    patch = 0
    while True:
        frame = json.loads(message := await ws.recv())
        if frame["t"] in ("u", "patch") and "ops" in frame:
            patch = len(message.encode())
        if frame["t"] in ("u", "ack") and frame["s"] >= 1:
            break
    wire = counter.sent + counter.received
    await ws.close()
    return patch, wire


async def open_many(base, token, compression, sockets, total):
    # A page token mounts one session (protocol 3): each session loads its page.
    while len(sockets) < total:
        batch = min(100, total - len(sockets))
        tokens = [page_token(base) if PROTOCOL >= 3 else token for _ in range(batch)]
        sockets.extend(await asyncio.gather(
            *(open_session(base, t, compression) for t in tokens)))


async def idle(base, pid, warmup, count, compression, settle, grace):
    """RSS before and after `count` more idle sessions on top of `warmup`
    ones, and after they closed and expired (`grace` seconds, then a sweep)."""
    token = page_token(base)
    sockets = []
    await open_many(base, token, compression, sockets, warmup)
    await asyncio.sleep(settle)
    before = rss_kib(pid)
    await open_many(base, token, compression, sockets, warmup + count)
    await asyncio.sleep(settle)
    after = rss_kib(pid)
    alive = sum(1 for ws in sockets if ws.state.name == "OPEN")
    for ws in sockets[warmup:]:
        await ws.close()
    # The grace period, the registry's sweep (every second) and a settle.
    await asyncio.sleep(grace + 2 + settle)
    expired = rss_kib(pid)
    for ws in sockets[:warmup]:
        await ws.close()
    return before, after, expired, alive


async def clicks_beside(base, idle_count, clicks_count, compression):
    """Click round trips on one session while `idle_count` others stay open."""
    token = page_token(base)
    sockets = []
    await open_many(base, token, compression, sockets, idle_count)
    times, _, _, _, _ = await clicks(base, clicks_count, compression)
    alive = sum(1 for ws in sockets if ws.state.name == "OPEN")
    for ws in sockets:
        await ws.close()
    return times, alive


def percentile(values, fraction):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * fraction))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--clicks", type=int, default=250, help="0 skips the click measurement")
    parser.add_argument("--sessions", type=int, default=2000)
    parser.add_argument("--warmup", type=int, default=100, help="sessions opened before the baseline")
    parser.add_argument("--settle", type=float, default=2.0, help="idle seconds before reading RSS")
    parser.add_argument("--compression", choices=("off", "on", "both"), default="both")
    parser.add_argument("--arena-max", type=int, default=0, help="MALLOC_ARENA_MAX for the gallery")
    parser.add_argument("--idle-sessions", type=int, default=5000,
                        help="idle sessions open during the loaded click measurement (0 skips it)")
    parser.add_argument("--protocol", type=int, choices=(2, 3, 4), default=4,
                        help="2 measures a gallery from before protocol 3 (it has no --grace-period: "
                             "the expiry figure then waits its 60 s grace period)")
    parser.add_argument("--grace", type=int, default=2,
                        help="the gallery's grace period (s) for the close-and-expire measurement")
    args = parser.parse_args()
    global PROTOCOL
    PROTOCOL = args.protocol
    grace = args.grace if PROTOCOL >= 3 else None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    modes = {"off": (False,), "on": (True,), "both": (False, True)}[args.compression]
    for compression in modes:
        label = "with permessage-deflate" if compression else "without compression"
        if args.clicks:
            with Gallery(args.gallery, args.arena_max) as gallery:
                times, wire, frames, negotiated, lone = asyncio.run(
                    clicks(gallery.base, args.clicks, compression))
            p99 = percentile(times, 0.99)
            if compression:
                print(f"permessage-deflate offered and accepted: {negotiated or 'no'}")
            print(f"{label}: one click's JSON frames {', '.join(f'{k} {v} B' for k, v in frames.items())}; "
                  f"on the wire (frames, both ways) median {statistics.median(wire):.0f} B, "
                  f"mean {statistics.mean(wire):.1f} B; a lone click with its own ack {lone} B")
            print(f"{label}: click round trip over {len(times)} clicks: median "
                  f"{statistics.median(times) * 1000:.3f} ms, p99 {p99 * 1000:.3f} ms")
            with Gallery(args.gallery, args.arena_max) as gallery:
                patch, wire = asyncio.run(create_rows(gallery.base, compression))
            print(f"{label}: Benchmark \"Create 1,000 rows\": patch JSON {patch} B; "
                  f"on the wire (frames, both ways, up to the ack) {wire} B")
            if args.idle_sessions:
                with Gallery(args.gallery, args.arena_max) as gallery:
                    times, alive = asyncio.run(clicks_beside(
                        gallery.base, args.idle_sessions, args.clicks, compression))
                print(f"{label}: click round trip with {alive} idle sessions open, over {len(times)} clicks: "
                      f"median {statistics.median(times) * 1000:.3f} ms, "
                      f"p99 {percentile(times, 0.99) * 1000:.3f} ms")
        with Gallery(args.gallery, args.arena_max, grace=grace) as gallery:
            before, after, expired, alive = asyncio.run(idle(
                gallery.base, gallery.process.pid, args.warmup, args.sessions, compression,
                args.settle, grace if grace is not None else 60))
        print(f"{label}: {alive} of {args.warmup + args.sessions} idle sessions held open; gallery RSS "
              f"{before} KiB at {args.warmup} → {after} KiB: "
              f"{(after - before) * 1024 / args.sessions:.0f} B per idle session"
              + (f" (MALLOC_ARENA_MAX={args.arena_max})" if args.arena_max else ""))
        print(f"{label}: after {args.sessions} sessions closed and expired: RSS {expired} KiB, "
              f"{(expired - before) * 100 / before:+.1f} % against {before} KiB before they opened")


if __name__ == "__main__":
    main()
