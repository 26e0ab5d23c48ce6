"""The client ships inside the package: the gallery started from a folder
with no `Public/` serves one hashed, immutable, gzipped script of at most
5.5 KB (4 KB before live navigation, connection state, announcements and
optimistic changes), and its pages work (the socket joins, a click updates the page)."""

import gzip
import pathlib
import re
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def elsewhere(gallery):
    """The gallery binary (built by the shared fixture) run from an empty folder."""
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        process = subprocess.Popen([str(ROOT / ".build" / "debug" / "gallery"), "--port", str(port)],
                                   cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(base + "/", timeout=1):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    process.kill()
                    raise RuntimeError("gallery did not start: " + process.stderr.read().decode()[-2000:])
                time.sleep(0.1)
        yield base
        process.send_signal(signal.SIGINT)
        try:
            assert process.wait(timeout=10) == 0
        finally:
            if process.poll() is None:
                process.kill()


def get(url, method="GET"):
    request = urllib.request.Request(url, method=method, headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.headers, response.read()


def scripts_of(html):
    return re.findall(r'<script src="([^"]+)"', html)


def test_the_page_loads_one_script_of_at_most_5_5_kb_as_sent(elsewhere):
    headers, body = get(elsewhere + "/counter")
    html = gzip.decompress(body).decode() if headers["Content-Encoding"] == "gzip" else body.decode()
    scripts = scripts_of(html)
    assert len(scripts) == 1 and scripts[0].startswith("/static/trellis.")
    headers, body = get(elsewhere + scripts[0])
    assert headers["Content-Encoding"] == "gzip"
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert len(body) <= 5632, f"the client is {len(body)} bytes as sent"
    # The bundle imports nothing: no waterfall of modules.
    assert b'from"./' not in gzip.decompress(body) and b"import(" not in gzip.decompress(body)
    head, empty = get(elsewhere + scripts[0], method="HEAD")
    assert empty == b"" and head["Content-Length"] == str(len(body))


def test_pages_work_without_a_public_folder(browser, elsewhere):
    browser.get(elsewhere + "/counter?count=1")
    WebDriverWait(browser, 10).until(lambda _: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))
    browser.find_element(By.ID, "plus").click()
    WebDriverWait(browser, 10).until(lambda _: browser.find_element(By.ID, "count").text == "2")
    # The gallery's own stylesheets come from its resources too.
    sheets = browser.execute_script(
        "return [...document.styleSheets].map((s) => [s.href.split('/').pop(), s.cssRules.length])")
    assert any(name.startswith("home.") and rules > 0 for name, rules in sheets), sheets
    assert all(rules > 0 for _, rules in sheets), sheets
