"""Game of Life frame rate over real sockets (see scripts/life-bench).

Every session joins a running random board (a third of the cells alive,
which keeps most of the board changing for the whole run), acknowledges
every patch batch like the browser does, and counts per second: patch
batches received (frames) and generations computed (read from the
generation in the URL updates the server sends about once a second).
"""

import argparse
import asyncio
import json
import random
import re
import resource
import socket
import statistics
import subprocess
import time
import urllib.parse
import urllib.request

import websockets

SIZE = 64


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def soup_rle(seed):
    """Run-length text (the screen's format) of a random board."""
    rng = random.Random(seed)
    rows = []
    for _ in range(SIZE):
        cells = [rng.random() < 1 / 3 for _ in range(SIZE)]
        while cells and not cells[-1]:
            cells.pop()
        text, x = "", 0
        while x < len(cells):
            n = 1
            while x + n < len(cells) and cells[x + n] == cells[x]:
                n += 1
            text += (str(n) if n > 1 else "") + ("o" if cells[x] else "b")
            x += n
        rows.append(text)
    return "-".join(rows).rstrip("-")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100  # utime + stime, in clock ticks of 10 ms


async def session(base, target, token, seconds, results):
    ws = await websockets.connect(
        base.replace("http", "ws") + "/live", origin=base, compression=None,
        max_size=1 << 22, ping_interval=None)
    await ws.send(json.dumps({"t": "join", "v": 1, "page": token, "b": 0, "url": target}))
    frames, frame_bytes, generations = 0, [], []
    start = None
    try:
        async with asyncio.timeout(seconds + 5):
            while True:
                frame = await ws.recv()
                kind = frame[6:frame.index('"', 6)]
                now = time.monotonic()
                if kind == "patch":
                    batch = int(re.match(r'\{"t":"patch","b":(\d+)', frame).group(1))
                    await ws.send('{"t":"ack","b":%d}' % batch)
                    if start is None:
                        start = now  # count from the first frame: joining is not part of the rate
                        continue
                    frames += 1
                    frame_bytes.append(len(frame))
                elif kind == "url" and start is not None:
                    match = re.search(r"generation=(\d+)", json.loads(frame)["url"])
                    if match:
                        generations.append((now, int(match.group(1))))
                if start is not None and now - start >= seconds:
                    break
    finally:
        await ws.close()
    elapsed = time.monotonic() - start
    gen_rate = None
    if len(generations) >= 2:
        (t0, g0), (t1, g1) = generations[0], generations[-1]
        gen_rate = (g1 - g0) / (t1 - t0)
    results.append((frames / elapsed, gen_rate, statistics.median(frame_bytes) if frame_bytes else 0))


async def measure(base, pid, sessions, seconds, speed):
    results = []
    targets = []
    for n in range(sessions):
        target = "/life?" + urllib.parse.urlencode(
            {"cells": soup_rle(n), "speed": speed, "running": "true"}, safe="-")
        targets.append(target)
    html = urllib.request.urlopen(base + targets[0]).read().decode()
    token = re.search(r'content="([^"]+)" name="trellis-page"', html).group(1)
    cpu_before, wall_before = cpu_seconds(pid), time.monotonic()
    await asyncio.gather(*(session(base, t, token, seconds, results) for t in targets))
    cpu = (cpu_seconds(pid) - cpu_before) / (time.monotonic() - wall_before)
    return results, cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--sessions", default="1,50")
    parser.add_argument("--speed", type=int, default=30)
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
        for count in (int(n) for n in args.sessions.split(",")):
            results, cpu = asyncio.run(measure(base, server.pid, count, args.seconds, args.speed))
            frames = statistics.median(r[0] for r in results)
            gens = [r[1] for r in results if r[1] is not None]
            gen_text = f"{statistics.median(gens):.1f}" if gens else "n/a"
            size = statistics.median(r[2] for r in results)
            print(f"{count} session(s) at speed {args.speed}, {args.seconds:.0f} s: median per session "
                  f"{frames:.1f} frames/s (patch batches), {gen_text} generations/s; "
                  f"median frame {size:.0f} B; server CPU {cpu * 100:.0f}% of one core "
                  f"(min frames/s {min(r[0] for r in results):.1f})")
            time.sleep(1)
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    main()
