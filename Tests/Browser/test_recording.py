"""Record & replay: a Todo session in the real gallery (--dev) is exported
from the developer panel's download link, and the downloaded file is a
versioned recording of the session: its start URL, every action in order
with its time, and the state and rendering it ended with.

With TRELLIS_WRITE_RECORDING=1 the file is also written to
Tests/Fixtures/recordings/todo.json, which the Swift test
RecordingReplayTests replays (the committed fixture came from here)."""

import json
import os
import pathlib
import shutil
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

FIXTURE = pathlib.Path(__file__).resolve().parents[1] / "Fixtures" / "recordings" / "todo.json"


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def open_live(browser, url):
    browser.get(url)
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def settled(browser):
    wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, ".t-pending"))


def add(browser, title):
    field = browser.find_element(By.ID, "new-title")
    field.send_keys(title, Keys.ENTER)
    wait(browser, lambda: title in [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#todo-list .title")])
    settled(browser)


def test_the_panel_exports_the_session_as_a_replayable_file(page, gallery):
    folder = tempfile.mkdtemp(prefix="trellis-recording-")
    try:
        page.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
        open_live(page, gallery + "/todo")
        add(page, "Buy milk")
        add(page, "Call mum")
        page.find_element(By.CSS_SELECTOR, "#todo-1 .toggle").click()
        wait(page, lambda: "done1=" in page.current_url)
        page.find_element(By.ID, "filter-active").click()
        wait(page, lambda: "filter=active" in page.current_url)
        settled(page)

        page.find_element(By.ID, "trellis-dev-export").click()
        wait(page, lambda: page.find_elements(By.ID, "trellis-dev-download"))
        link = page.find_element(By.ID, "trellis-dev-download")
        assert link.get_attribute("download") == "trellis-recording.json"
        assert link.get_attribute("href").startswith("data:application/json;charset=utf-8,")
        link.click()
        path = pathlib.Path(folder) / "trellis-recording.json"
        wait(page, lambda: path.exists() and path.stat().st_size > 0)
        recording = json.loads(path.read_text())

        assert recording["format"] == "trellis-recording" and recording["version"] == 1
        assert recording["screen"] == "todo" and recording["url"] == "/todo"
        steps = recording["steps"]
        assert [s["at"] for s in steps] == sorted(s["at"] for s in steps) and steps[0]["at"] == 0
        assert all("action" in s and "text" in s for s in steps)
        actions = [next(iter(s["action"])) for s in steps]
        assert actions.count("addSubmitted") == 2
        assert actions[-2:] == ["item", "filterChosen"]
        assert steps[-1]["action"] == {"filterChosen": {"_0": "active"}}
        state = recording["state"]
        assert [t["title"] for t in state["todos"]] == ["Buy milk", "Call mum"]
        assert [t["isDone"] for t in state["todos"]] == [True, False]
        assert state["filter"] == "active"
        assert 'id="todo-2"' in recording["html"] and 'id="todo-1"' not in recording["html"]
        assert page.execute_script("return window.__violations") == []
        if os.environ.get("TRELLIS_WRITE_RECORDING"):
            FIXTURE.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, FIXTURE)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
