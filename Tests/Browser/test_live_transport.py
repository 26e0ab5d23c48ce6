"""The live socket as Chromium sees it: permessage-deflate negotiated with
our terms (no server context, a 9-bit client window), and a session working
over it."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def test_chromium_negotiates_our_permessage_deflate(page, gallery):
    page.get(gallery + "/counter?count=1")
    wait(page, lambda: page.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))
    extensions = page.execute_script(
        "return window.__sockets.find((s) => s.readyState == 1).extensions")
    assert extensions.startswith("permessage-deflate")
    # The server keeps its context (primed from what it sent), the client a 9-bit window.
    assert "server_no_context_takeover" not in extensions
    assert "client_max_window_bits=9" in extensions
    plus = page.find_element(By.ID, "plus")
    for _ in range(5):
        plus.click()
    wait(page, lambda: page.find_element(By.ID, "count").text == "6")
