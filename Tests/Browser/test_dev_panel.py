"""The developer panel of the real gallery (the fixture runs it with --dev)
in headless Chromium: undo, redo and jump move the counter and its URL; the
panel shows the change and the state, and folds away."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def open_live(browser, url):
    """Loads `url` and waits until the live socket is open."""
    browser.get(url)
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def text(browser, selector):
    return browser.find_element(By.CSS_SELECTOR, selector).text


def click(browser, selector):
    browser.find_element(By.CSS_SELECTOR, selector).click()


def disabled(browser, selector):
    return browser.find_element(By.CSS_SELECTOR, selector).get_attribute("disabled") is not None


def entries(browser):
    return len(browser.find_elements(By.CSS_SELECTOR, "#trellis-dev-history li"))


def test_undo_redo_and_jump_move_the_count_and_the_url(page, gallery):
    open_live(page, gallery + "/counter")
    assert page.find_element(By.ID, "trellis-dev").is_displayed()
    assert disabled(page, "#trellis-dev-undo") and disabled(page, "#trellis-dev-redo")
    for _ in range(3):
        click(page, "#plus")
    wait(page, lambda: text(page, "#count") == "3" and entries(page) == 4)
    wait(page, lambda: page.current_url.endswith("/counter?count=3"))
    # The newest entry is current; the diff shows what it changed.
    assert text(page, "#trellis-dev-history li.current").endswith(".plusTapped")
    assert "count: 2" in text(page, "#trellis-dev-diff .removed")
    assert "count: 3" in text(page, "#trellis-dev-diff .added")
    assert "count: 3" in text(page, "#trellis-dev-state")

    click(page, "#trellis-dev-undo")
    click(page, "#trellis-dev-undo")
    wait(page, lambda: text(page, "#count") == "1")
    wait(page, lambda: page.current_url.endswith("/counter?count=1"))
    assert page.title == "Counter: 1"
    assert not disabled(page, "#trellis-dev-redo")
    assert "count: 1" in text(page, "#trellis-dev-state")

    click(page, "#trellis-dev-redo")
    wait(page, lambda: text(page, "#count") == "2")
    wait(page, lambda: page.current_url.endswith("/counter?count=2"))

    click(page, '#trellis-dev-history button[data-entry="0"]')
    wait(page, lambda: text(page, "#count") == "0")
    wait(page, lambda: page.current_url.endswith("/counter"))
    assert text(page, "#trellis-dev-diff") == "The first entry: nothing before it."
    assert disabled(page, "#trellis-dev-undo")
    # Jumping keeps the history; a new action drops the redo tail.
    assert entries(page) == 4
    click(page, "#plus")
    wait(page, lambda: entries(page) == 2 and text(page, "#count") == "1")
    wait(page, lambda: page.current_url.endswith("/counter?count=1"))


def test_the_panel_sits_beside_the_screen_and_folds_away(page, gallery):
    open_live(page, gallery + "/counter?count=5")
    panel = page.find_element(By.ID, "trellis-dev")
    plus = page.find_element(By.ID, "plus")
    # Side by side: the screen's controls stay left of the drawer.
    assert plus.rect["x"] + plus.rect["width"] <= panel.rect["x"]
    assert text(page, "#trellis-dev-issues") == "No markup issues."
    click(page, "#trellis-dev-toggle")
    wait(page, lambda: not page.find_elements(By.ID, "trellis-dev-history"))
    assert "closed" in panel.get_attribute("class")
    # Closed, the screen still works and the panel reopens with its history.
    click(page, "#plus")
    wait(page, lambda: text(page, "#count") == "6")
    click(page, "#trellis-dev-toggle")
    wait(page, lambda: entries(page) == 2)
    assert text(page, "#trellis-dev-history li.current").endswith(".plusTapped")


def test_undo_cancels_a_pending_delay_and_redo_restarts_it(page, gallery):
    open_live(page, gallery + "/counter")
    click(page, "#later")
    wait(page, lambda: page.find_elements(By.ID, "cancel") and entries(page) == 2)
    click(page, "#trellis-dev-undo")
    wait(page, lambda: page.find_elements(By.ID, "later"))
    # The abandoned timeline's delay never lands: no new entry, the redo tail kept.
    page.execute_script("return new Promise((done) => setTimeout(done, 1600))")
    assert text(page, "#count") == "0"
    assert entries(page) == 2 and not disabled(page, "#trellis-dev-redo")
    # Redo restores the waiting state, and its delay runs again.
    click(page, "#trellis-dev-redo")
    wait(page, lambda: page.find_elements(By.ID, "cancel"))
    wait(page, lambda: text(page, "#count") == "1" and entries(page) == 3, timeout=5)
    assert text(page, "#trellis-dev-history li.current").endswith(".delayElapsed")


def test_undo_back_to_a_running_game_restarts_its_timer(page, gallery):
    open_live(page, gallery + "/life?cells=bo-2bo-3o&speed=10")
    click(page, "#play")
    wait(page, lambda: int(text(page, "#generation")) >= 2)
    click(page, "#pause")
    wait(page, lambda: page.find_elements(By.ID, "play"))
    paused = int(text(page, "#generation"))
    # The entry before the pause is a running game: restored, it runs.
    click(page, "#trellis-dev-undo")
    wait(page, lambda: page.find_elements(By.ID, "pause"))
    wait(page, lambda: int(text(page, "#generation")) >= paused + 2, timeout=5)
