"""Measures a running gallery over real sockets (see scripts/live-bench)."""

import argparse
import asyncio
import json
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
    html = urllib.request.urlopen(base + path).read().decode()
    return re.search(r'content="([^"]+)" name="trellis-page"', html).group(1)


async def open_session(base, token, compression):
    ws = await websockets.connect(
        base.replace("http", "ws") + "/live", origin=base,
        compression="deflate" if compression else None, max_size=1 << 20, ping_interval=None)
    await ws.send(json.dumps({"t": "join", "v": 2, "page": token, "b": 0, "url": "/counter"}))
    while json.loads(await ws.recv())["t"] != "joined":
        pass
    return ws


async def clicks(base, count):
    """Round trip of each click (event sent → patch received), paced under the rate limit."""
    token = page_token(base)
    ws = await open_session(base, token, compression=False)
    times, event_bytes, patch_bytes, other = [], 0, 0, {}
    for sequence in range(1, count + 1):
        event = json.dumps({"t": "event", "s": sequence, "h": PLUS}, separators=(",", ":"))
        start = time.perf_counter()
        await ws.send(event)
        while True:
            frame = await ws.recv()
            kind = json.loads(frame)["t"]
            if kind == "patch":
                times.append(time.perf_counter() - start)
                if sequence == 1:
                    event_bytes, patch_bytes = len(event), len(frame)
            elif sequence == 1:
                other[kind] = len(frame)
            if kind == "ack":
                break
        await ws.send(json.dumps({"t": "ack", "b": sequence}))
        await asyncio.sleep(0.055)  # 18 clicks/s: under the 20/s session limit
    await ws.close()
    compressed = await compressed_click(base)
    return times, event_bytes, patch_bytes, other, compressed


async def compressed_click(base):
    """Whether permessage-deflate was negotiated."""
    ws = await open_session(base, page_token(base), compression=True)
    negotiated = ws.response.headers.get("Sec-WebSocket-Extensions", "")
    await ws.close()
    return negotiated


async def idle(base, pid, count, compression):
    token = page_token(base)
    await asyncio.sleep(0.5)
    before = rss_kib(pid)
    sockets = []
    for start in range(0, count, 100):
        sockets += await asyncio.gather(
            *(open_session(base, token, compression) for _ in range(min(100, count - start))))
    await asyncio.sleep(1.0)
    after = rss_kib(pid)
    alive = sum(1 for ws in sockets if ws.state.name == "OPEN")
    for ws in sockets:
        await ws.close()
    return before, after, alive


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--clicks", type=int, default=250)
    parser.add_argument("--sessions", type=int, default=2000)
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    port = free_port()
    server = subprocess.Popen(
        [args.gallery, "--port", str(port), "--log-level", "error"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/")
                break
            except OSError:
                time.sleep(0.1)
        times, event_bytes, patch_bytes, other, negotiated = asyncio.run(clicks(base, args.clicks))
        times.sort()
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"one click: event frame {event_bytes} B, patch frame {patch_bytes} B, "
              f"then {', '.join(f'{k} {v} B' for k, v in other.items())} (JSON text, before permessage-deflate)")
        print(f"permessage-deflate offered by the client and accepted: {negotiated or 'no'}")
        print(f"click round trip over {len(times)} clicks: median {statistics.median(times) * 1000:.3f} ms, "
              f"p99 {p99 * 1000:.3f} ms")
        for compression in (False, True):
            before, after, alive = asyncio.run(idle(base, server.pid, args.sessions, compression))
            label = "with permessage-deflate" if compression else "without compression"
            print(f"{label}: {alive} of {args.sessions} idle sessions held open; gallery RSS "
                  f"{before} KiB → {after} KiB: {(after - before) / args.sessions:.1f} KiB per idle session")
            # Closed sessions stay for their grace period; measure the next batch on top.
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
