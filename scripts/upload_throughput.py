"""Upload throughput on loopback (see scripts/upload-throughput).

One live BabyAlbum session joins over a WebSocket and keeps reading (and
acknowledging) its updates; each run posts the same file to the upload
route with the session's id and the upload binding's handler id, and is
timed from the request to the `201` answer, which the server sends after
the screen has taken the done action.
"""

import argparse
import asyncio
import http.client
import json
import os
import re
import socket
import statistics
import subprocess
import time
import urllib.request

import websockets


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def post(port, session, handler, body):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    start = time.perf_counter()
    connection.request("POST", "/upload", body=body, headers={
        "Trellis-Session": session, "Trellis-Handler": str(handler), "Trellis-Name": "bench.png",
        "Content-Length": str(len(body))})
    response = connection.getresponse()
    answer = response.read()
    elapsed = time.perf_counter() - start
    connection.close()
    if response.status != 201:
        raise RuntimeError(f"upload answered {response.status}: {answer.decode(errors='replace')}")
    return elapsed


async def measure(base, port, megabytes, runs):
    html = urllib.request.urlopen(base + "/album").read().decode()
    token = re.search(r'content="([^"]+)" name="trellis-page"', html).group(1)
    handler = int(re.search(r'data-t-upload="(\d+)', html).group(1))
    ws = await websockets.connect(base.replace("http", "ws") + "/live", origin=base,
                                  compression=None, max_size=1 << 22, ping_interval=None)
    await ws.send(json.dumps({"t": "join", "v": 4, "page": token, "b": 0, "url": "/album"}))
    joined = json.loads(await ws.recv())
    if joined.get("t") != "joined":
        raise RuntimeError(f"the session did not join: {joined}")
    session = joined["session"]

    async def drain():
        async for frame in ws:
            message = json.loads(frame)
            if message.get("t") == "u" and "b" in message:
                await ws.send(json.dumps({"t": "ack", "b": message["b"]}))
    reader = asyncio.create_task(drain())
    body = b"\x89PNG\r\n\x1a\n" + os.urandom(megabytes * 1_000_000 - 8)
    times = []
    for _ in range(runs):
        times.append(await asyncio.to_thread(post, port, session, handler, body))
    reader.cancel()
    await ws.close()
    return [len(body) / t / 1e6 for t in times]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--mb", type=int, default=20)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    port = free_port()
    server = subprocess.Popen(
        [args.gallery, "--port", str(port), "--log-level", "error", "--key-file", "none",
         "--max-upload-mb", str(args.mb + 1)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/")
                break
            except OSError:
                time.sleep(0.1)
        rates = asyncio.run(measure(base, port, args.mb, args.runs))
        print(f"{args.runs} uploads of {args.mb} MB to {args.gallery} on loopback: median "
              f"{statistics.median(rates):.1f} MB/s (min {min(rates):.1f}, max {max(rates):.1f})")
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
