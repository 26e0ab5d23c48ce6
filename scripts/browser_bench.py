"""Drives the Benchmark screen in headless Chromium (see scripts/browser-bench).

Each repetition opens the precondition state by its URL (a fresh page and
session), waits for the live socket, then runs one in-page script that takes
`performance.now()`, clicks, and resolves from a MutationObserver on
`#tbody` as soon as the expected change is in the DOM ("dom"), and once more
after the next frame ("paint": requestAnimationFrame, then a task).

Bytes: Chromium's performance log lists every WebSocket frame with its
payload as the page sees it, i.e. after permessage-deflate decompression
("payload up/down"); a TCP relay between the browser and the server counts
the bytes that really cross the socket, compressed and framed ("wire
up/down"). Both are taken from just before the click until the trailing
frames (ack, url, title) have arrived.
"""

import argparse
import json
import socket
import statistics
import subprocess
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

THOUSAND = "/benchmark?seed=1&next=1001&rows=1-1000"

# name: (precondition URL, element to click (JS), the change to wait for (JS)).
OPERATIONS = {
    "create 1,000": ("/benchmark", "document.getElementById('run')",
                     "tbody.children.length == 1000"),
    "create 10,000": ("/benchmark", "document.getElementById('runlots')",
                      "tbody.children.length == 10000"),
    "append 1,000": (THOUSAND, "document.getElementById('add')",
                     "tbody.children.length == 2000"),
    "update every 10th": (THOUSAND, "document.getElementById('update')",
                          "tbody.children[990].querySelector('a.lbl').textContent.endsWith(' !!!')"),
    "select": (THOUSAND, "tbody.children[1].querySelector('a.lbl')",
               "tbody.children[1].className == 'danger'"),
    "swap": (THOUSAND, "document.getElementById('swaprows')",
             "tbody.children[1].firstChild.textContent == '999'"),
    "remove": (THOUSAND, "tbody.children[1].querySelector('a.remove')",
               "tbody.children.length == 999"),
    "clear": (THOUSAND, "document.getElementById('clear')",
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

RECORD_SOCKETS = """
window.__sockets = [];
const Native = window.WebSocket;
window.WebSocket = class extends Native {
  constructor(...args) { super(...args); window.__sockets.push(this); }
};
"""


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
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(120)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_SOCKETS})
    return driver


def frames(driver):
    """(sent, received) payload bytes of the WebSocket frames logged since the last call."""
    sent = received = 0
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        method = message.get("method")
        if method in ("Network.webSocketFrameSent", "Network.webSocketFrameReceived"):
            size = len(message["params"]["response"]["payloadData"].encode())
            if method.endswith("Sent"):
                sent += size
            else:
                received += size
    return sent, received


def wait_until(predicate, timeout=10):
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError("condition not met")
        time.sleep(0.01)


def measure(driver, relay, base, name, settle):
    url, target, ready = OPERATIONS[name]
    driver.get(base + url)
    wait_until(lambda: driver.execute_script("return window.__sockets.some((s) => s.readyState == 1)"))
    time.sleep(settle)  # let the join's frames finish before counting
    frames(driver)
    before = relay.counts()
    dom, paint = driver.execute_async_script(MEASURE % (target, ready))
    # The acknowledgement, the new URL and the title follow the patch.
    time.sleep(settle)
    sent, received = frames(driver)
    after = relay.counts()
    return {"dom": dom, "paint": paint, "payload_up": sent, "payload_down": received,
            "wire_up": after[0] - before[0], "wire_down": after[1] - before[1]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gallery", required=True, help="the gallery binary (release build)")
    parser.add_argument("--repetitions", type=int, default=11)
    parser.add_argument("--ops", nargs="*", choices=list(OPERATIONS), default=list(OPERATIONS))
    parser.add_argument("--settle", type=float, default=0.3, help="seconds to wait for trailing frames")
    parser.add_argument("--json", action="store_true", help="JSON lines only")
    arguments = parser.parse_args()

    process, port = start_gallery(arguments.gallery)
    relay = Relay(port)
    driver = start_browser()
    base = f"http://127.0.0.1:{relay.port}"
    try:
        measure(driver, relay, base, "create 1,000", arguments.settle)  # warm-up
        results = []
        for name in arguments.ops:
            runs = [measure(driver, relay, base, name, arguments.settle) for _ in range(arguments.repetitions)]
            result = {"op": name, "repetitions": len(runs)}
            for field in runs[0]:
                result[field] = round(statistics.median(run[field] for run in runs), 2)
            results.append(result)
            print(json.dumps(result), flush=True)
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)
    if not arguments.json:
        print()
        print(f"{'operation':<20}{'dom ms':>9}{'paint ms':>10}{'payload up':>12}{'payload down':>14}"
              f"{'wire up':>9}{'wire down':>11}")
        for r in results:
            print(f"{r['op']:<20}{r['dom']:>9.1f}{r['paint']:>10.1f}{r['payload_up']:>12.0f}"
                  f"{r['payload_down']:>14.0f}{r['wire_up']:>9.0f}{r['wire_down']:>11.0f}")
        print(f"medians of {arguments.repetitions} runs; payload = WebSocket frames as the page sees them "
              "(decompressed), wire = TCP bytes through the relay (compressed, framed)")


if __name__ == "__main__":
    main()
