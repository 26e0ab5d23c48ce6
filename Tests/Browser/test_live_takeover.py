"""A session taken over by another socket (the same page token and session
id): the first tab hears `session.moved`, stops, and says so within a second."""

import json
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def test_a_tab_whose_session_is_taken_over_says_it_moved(page, gallery):
    page.get(gallery + "/counter?count=1")
    wait(page, lambda: page.execute_script(
        "return !!JSON.parse(sessionStorage.getItem('trellis') || '{}').session"))
    saved = json.loads(page.execute_script("return sessionStorage.getItem('trellis')"))
    first = page.current_window_handle
    page.switch_to.new_window("tab")
    try:
        page.get(gallery + "/counter")
        join = {"t": "join", "v": 4, "page": saved["page"], "session": saved["session"], "b": 0,
                "url": "/counter?count=1"}
        page.execute_script(
            "const ws = new WebSocket(arguments[0]); window.__takeover = ws;"
            "ws.onopen = () => ws.send(arguments[1]);",
            gallery.replace("http", "ws") + "/live", json.dumps(join))
        start = time.monotonic()
        page.switch_to.window(first)
        notice = wait(page, lambda: page.find_elements(By.ID, "trellis-notice"), timeout=5)[0]
        assert time.monotonic() - start < 1.5
        assert "another tab or window" in notice.text
        assert "t-stopped" in page.find_element(By.ID, "trellis-root").get_attribute("class")
    finally:
        for handle in page.window_handles:
            if handle != first:
                page.switch_to.window(handle)
                page.close()
        page.switch_to.window(first)
