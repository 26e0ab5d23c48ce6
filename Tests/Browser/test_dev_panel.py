"""The developer panel of the real gallery (the fixture runs it with --dev)
in headless Chromium: undo, redo and jump move the counter and its URL;
the panel shows the change and the state, and folds away."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def text(browser, selector):
    return browser.find_element(By.CSS_SELECTOR, selector).text


def open_counter(browser, gallery, query=""):
    browser.get(gallery + "/counter" + query)
    # The live socket is open once the client has marked the root.
    wait(browser, lambda: browser.execute_script(
        "return performance.getEntriesByType('resource').some((e) => e.name.includes('live'))"
        " || document.readyState == 'complete'"))


def click(browser, selector):
    browser.find_element(By.CSS_SELECTOR, selector).click()


def entries(browser):
    return len(browser.find_elements(By.CSS_SELECTOR, "#trellis-dev-history li"))


def test_undo_redo_and_jump_move_the_count_and_the_url(browser, gallery):
    open_counter(browser, gallery)
    assert browser.find_element(By.ID, "trellis-dev").is_displayed()
    assert browser.find_element(By.ID, "trellis-dev-undo").get_attribute("disabled") is not None
    # Clicks made before the socket is open are queued by the client, not lost.
    for _ in range(3):
        click(browser, "#plus")
    wait(browser, lambda: text(browser, "#count") == "3" and entries(browser) == 4)
    wait(browser, lambda: browser.current_url.endswith("/counter?count=3"))
    assert "count: 2 → 3" in text(browser, "#trellis-dev-diff") or (
        "-   count: 2" in text(browser, "#trellis-dev-diff")
        and "+   count: 3" in text(browser, "#trellis-dev-diff"))
    assert "count: 3" in text(browser, "#trellis-dev-state")
    assert text(browser, "#trellis-dev-history li.current") == "3.plusTapped".replace("3", "3 ", 1).strip() or \
        text(browser, "#trellis-dev-history li.current").endswith(".plusTapped")

    click(browser, "#trellis-dev-undo")
    click(browser, "#trellis-dev-undo")
    wait(browser, lambda: text(browser, "#count") == "1")
    wait(browser, lambda: browser.current_url.endswith("/counter?count=1"))
    assert browser.title == "Counter: 1"
    assert browser.find_element(By.ID, "trellis-dev-redo").get_attribute("disabled") is None

    click(browser, "#trellis-dev-redo")
    wait(browser, lambda: text(browser, "#count") == "2")
    wait(browser, lambda: browser.current_url.endswith("/counter?count=2"))

    click(browser, '#trellis-dev-history button[data-entry="0"]')
    wait(browser, lambda: text(browser, "#count") == "0")
    wait(browser, lambda: browser.current_url.endswith("/counter"))
    assert text(browser, "#trellis-dev-diff") == "The first entry: nothing before it."
    assert "count: 0" in text(browser, "#trellis-dev-state")
    assert browser.find_element(By.ID, "trellis-dev-undo").get_attribute("disabled") is not None
    # The history is kept; a new action drops the redo tail.
    assert entries(browser) == 4
    click(browser, "#plus")
    wait(browser, lambda: entries(browser) == 2 and text(browser, "#count") == "1")


def test_the_panel_folds_away_and_does_not_cover_the_screen(browser, gallery):
    open_counter(browser, gallery, "?count=5")
    panel = browser.find_element(By.ID, "trellis-dev")
    plus = browser.find_element(By.ID, "plus")
    # Side by side: the screen's controls are left of the drawer.
    assert plus.rect["x"] + plus.rect["width"] <= panel.rect["x"]
    assert text(browser, "#trellis-dev-issues") == "No markup issues."
    click(browser, "#trellis-dev-toggle")
    wait(browser, lambda: not browser.find_elements(By.ID, "trellis-dev-history"))
    assert "closed" in panel.get_attribute("class")
    # Closed, the screen still works and the panel reopens where it was.
    click(browser, "#plus")
    wait(browser, lambda: text(browser, "#count") == "6")
    click(browser, "#trellis-dev-toggle")
    wait(browser, lambda: entries(browser) == 2)
