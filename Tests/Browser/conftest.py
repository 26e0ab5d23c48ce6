"""Shared fixtures of the browser tests: a headless Chromium driven by
Selenium, a static file server on loopback rooted at the repository, and
the real gallery server."""

import functools
import http.server
import pathlib
import signal
import socket
import subprocess
import threading
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The shared gallery's log: read when a test fails (see pytest_terminal_summary).
GALLERY_LOG = ROOT / ".build" / "browser-gallery.log"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def static_server():
    """Serves the repository on 127.0.0.1 at a free port; yields its base URL."""
    handler = functools.partial(_QuietHandler, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


# Installed in every document the browser opens: the page's WebSockets are
# recorded in `window.__sockets` (tests wait for the live socket to open),
# and Content-Security-Policy violations in `window.__violations`.
WATCH = """
window.__sockets = [];
window.__violations = [];
{
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) { super(...args); window.__sockets.push(this); }
  };
}
document.addEventListener('securitypolicyviolation',
  (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
"""


@pytest.fixture(scope="session")
def browser():
    """A headless Chromium; one per test session."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(60)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})
    yield driver
    driver.quit()


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="session")
def gallery():
    """Builds and starts the real `gallery` on a free loopback port; yields
    its base URL and stops it (SIGINT, a graceful shutdown) at the end."""
    subprocess.run(["swift", "build", "--product", "gallery"], cwd=ROOT, check=True, timeout=3000,
                   stdout=subprocess.DEVNULL)
    port = _free_port()
    # A file, not a pipe: nobody reads a pipe until the end, and a full one
    # would block the server's logging.
    log = open(GALLERY_LOG, "wb")
    _log_file.append(log)
    # Every test's browser shares one address: lift the per-address session budget.
    process = subprocess.Popen([str(ROOT / ".build" / "debug" / "gallery"), "--port", str(port), "--dev",
                                "--max-sessions-per-address", "100000"],
                               cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + "/", timeout=1):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("gallery did not start: " + GALLERY_LOG.read_text(errors="replace")[-2000:])
            time.sleep(0.1)
    yield base
    process.send_signal(signal.SIGINT)
    try:
        assert process.wait(timeout=10) == 0, "gallery did not exit cleanly"
    finally:
        if process.poll() is None:
            process.kill()
        _log_file.clear()
        log.close()


_log_file = []


@pytest.fixture(autouse=True)
def _mark_the_gallery_log(request):
    """Writes the test's name into the shared gallery's log (the server
    writes through the same open file, so the lines interleave in order)."""
    if "gallery" in request.fixturenames and _log_file:
        _log_file[0].write(f"=== {request.node.nodeid}\n".encode())
        _log_file[0].flush()
    yield


def pytest_terminal_summary(terminalreporter):
    """After a failure, what the shared gallery logged during each failed
    test: on a loaded CI machine it is often the only clue."""
    failed = terminalreporter.stats.get("failed") or []
    if not failed or not GALLERY_LOG.exists():
        return
    lines = GALLERY_LOG.read_text(errors="replace").splitlines()
    for report in failed:
        marker = f"=== {report.nodeid}"
        if marker not in lines:
            continue
        start = lines.index(marker)
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("=== ")), len(lines))
        terminalreporter.write_sep("=", f"the gallery's log during {report.nodeid}")
        for line in lines[start + 1:end][-200:]:
            terminalreporter.write_line(line)


@pytest.fixture
def page(browser, gallery):
    """The shared browser on a blank page, with the gallery running."""
    browser.get("about:blank")
    return browser
