"""Graceful shutdown over a real socket: a live session open on the real
gallery hears `server.shutdown` and a clean WebSocket close before the
process exits (no browser needed: a plain WebSocket client)."""

import json
import pathlib
import re
import signal
import socket
import subprocess
import time
import urllib.request

import websocket

ROOT = pathlib.Path(__file__).resolve().parents[2]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_gallery():
    port = free_port()
    process = subprocess.Popen([str(ROOT / ".build" / "debug" / "gallery"), "--port", str(port)],
                               cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + "/", timeout=1):
                return process, base
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("gallery did not start")
            time.sleep(0.1)


def test_a_live_session_hears_the_shutdown_and_a_clean_close(gallery):
    # `gallery` (the shared fixture) has built the binary; this test stops its own.
    process, base = start_gallery()
    try:
        html = urllib.request.urlopen(base + "/counter").read().decode()
        token = re.search(r'content="([^"]+)" name="trellis-page"', html).group(1)
        ws = websocket.create_connection(base.replace("http", "ws") + "/live", origin=base, timeout=10)
        ws.send(json.dumps({"t": "join", "v": 4, "page": token, "b": 0, "url": "/counter"}))
        assert json.loads(ws.recv())["t"] == "joined"

        process.send_signal(signal.SIGTERM)
        error, close_code = None, None
        while close_code is None:
            opcode, frame = ws.recv_data_frame(True)
            if opcode == websocket.ABNF.OPCODE_TEXT:
                message = json.loads(frame.data)
                if message["t"] == "error":
                    error = message
            elif opcode == websocket.ABNF.OPCODE_CLOSE:
                close_code = int.from_bytes(frame.data[:2], "big")
        assert error is not None and error["code"] == "server.shutdown" and error["fatal"] is True
        assert close_code in (1000, 1001)
        ws.close()
        assert process.wait(timeout=10) == 0
    finally:
        if process.poll() is None:
            process.kill()


def test_a_client_that_never_answers_the_close_does_not_hold_the_process(gallery):
    process, base = start_gallery()
    try:
        # A running board keeps patches coming; the client stops reading them.
        target = "/life?cells=bo-2bo-3o&speed=30&running=true"
        html = urllib.request.urlopen(base + target).read().decode()
        token = re.search(r'content="([^"]+)" name="trellis-page"', html).group(1)
        ws = websocket.create_connection(base.replace("http", "ws") + "/live", origin=base, timeout=10)
        ws.send(json.dumps({"t": "join", "v": 4, "page": token, "b": 0, "url": target}))
        assert json.loads(ws.recv())["t"] == "joined"
        time.sleep(0.5)

        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=15) == 0
        # The gallery gives clients 5 s to close, then cancels what is left.
        assert time.monotonic() - started < 10
        ws.close()
    finally:
        if process.poll() is None:
            process.kill()


def stop_with_a_connection_open(first_bytes):
    """Seconds the gallery takes to exit on SIGTERM while a connection that
    sent only `first_bytes` (perhaps nothing) stays open."""
    process, base = start_gallery()
    try:
        port = int(base.rsplit(":", 1)[1])
        idle = socket.create_connection(("127.0.0.1", port))
        idle.sendall(first_bytes)
        # Connections are accepted in order: once this one is answered, the
        # server holds the idle one too.
        urllib.request.urlopen(base + "/counter").read()
        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=15) == 0
        idle.close()
        return time.monotonic() - started
    finally:
        if process.poll() is None:
            process.kill()


def test_a_connection_that_never_sent_a_request_does_not_hold_the_process(gallery):
    # A browser's speculative connection: it used to keep the gallery running forever.
    assert stop_with_a_connection_open(b"") < 4


def test_a_request_never_finished_holds_the_process_five_seconds_at_most(gallery):
    assert stop_with_a_connection_open(b"GET /counter HT") < 12
