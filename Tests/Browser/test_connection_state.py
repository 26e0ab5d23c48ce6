"""The connection's state on the page (issue 14): <html> carries one of
t-connected / t-reconnecting / t-offline, a small indicator (role=status)
appears when the server is gone and vanishes on reconnect, and what the
user does meanwhile looks pending. Runs its own gallery, stopped and
started again on its port with the same page-token key."""

import pathlib
import signal
import subprocess
import tempfile
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, _free_port

STATES = "return ['t-connected', 't-reconnecting', 't-offline'].filter((c) => document.documentElement.classList.contains(c))"


def wait(browser, predicate, timeout=20):
    return WebDriverWait(browser, timeout, poll_frequency=0.05).until(lambda driver: predicate())


class Gallery:
    def __init__(self):
        self.port = _free_port()
        self.key = pathlib.Path(tempfile.mkdtemp()) / "page.key"
        self.process = None

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self):
        self.process = subprocess.Popen(
            [str(ROOT / ".build" / "debug" / "gallery"), "--port", str(self.port), "--key-file", str(self.key)],
            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(self.base + "/", timeout=1):
                    return
            except OSError:
                assert self.process.poll() is None and time.monotonic() < deadline, "gallery did not start"
                time.sleep(0.05)

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=10)


def test_offline_class_and_indicator_appear_when_the_server_stops_and_vanish_on_reconnect(page, gallery):
    # `gallery` (the shared fixture) has built the binary; this test runs its own.
    server = Gallery()
    server.start()
    try:
        page.get(server.base + "/counter?count=0")
        wait(page, lambda: page.execute_script(STATES) == ["t-connected"])
        assert not page.find_elements(By.ID, "trellis-status")
        server.stop()
        wait(page, lambda: page.execute_script(STATES) == ["t-offline"])
        indicator = wait(page, lambda: page.find_elements(By.ID, "trellis-status"))[0]
        assert indicator.get_attribute("role") == "status"
        assert indicator.is_displayed() and "Reconnecting" in indicator.text
        # A click made meanwhile waits, and looks it.
        page.find_element(By.ID, "plus").click()
        assert "t-pending" in page.find_element(By.ID, "plus").get_attribute("class")
        assert page.execute_script(STATES) in (["t-offline"], ["t-reconnecting"])
        server.start()
        wait(page, lambda: page.execute_script(STATES) == ["t-connected"], timeout=30)
        assert not page.find_elements(By.ID, "trellis-status")
        wait(page, lambda: page.find_element(By.ID, "count").text == "1")
        wait(page, lambda: not page.find_elements(By.CSS_SELECTOR, ".t-pending"))
    finally:
        if server.process.poll() is None:
            server.process.kill()


def test_a_short_page_load_shows_no_indicator(page, gallery):
    page.get(gallery + "/counter")
    wait(page, lambda: page.execute_script(STATES) == ["t-connected"])
    time.sleep(1.2)
    assert not page.find_elements(By.ID, "trellis-status")
