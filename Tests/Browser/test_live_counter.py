"""The real gallery in headless Chromium: clicks, typing while patches
arrive, history, and a socket killed in the middle of a burst of clicks."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def count(browser):
    return browser.find_element(By.ID, "count").text


def joined(browser):
    """Waits until the live socket is open (so the first click is not queued)."""
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def test_clicks_update_the_count_and_the_url(page, gallery):
    page.get(gallery + "/counter?count=3")
    joined(page)
    plus = page.find_element(By.ID, "plus")
    for _ in range(4):
        plus.click()
    wait(page, lambda: count(page) == "7")
    wait(page, lambda: page.current_url.endswith("/counter?count=7"))
    page.find_element(By.ID, "minus").click()
    wait(page, lambda: page.current_url.endswith("/counter?count=6"))
    assert page.title == "Counter: 6"
    # Nothing waits for an acknowledgement any more.
    wait(page, lambda: not page.find_elements(By.CSS_SELECTOR, ".t-pending"))


def test_typing_keeps_the_caret_while_patches_arrive(page, gallery):
    page.get(gallery + "/counter")
    joined(page)
    page.find_element(By.ID, "later").click()
    field = page.find_element(By.ID, "label")
    field.click()
    # The delayed +1 lands while the user types (one character every 50 ms).
    for character in "green apples":
        field.send_keys(character)
        page.execute_script("return new Promise((done) => setTimeout(done, 50))")
    wait(page, lambda: count(page) == "1")
    wait(page, lambda: page.current_url.endswith("label=green%20apples"))
    # Put the caret after "green" and type in the middle while patches arrive.
    page.execute_script("arguments[0].setSelectionRange(5, 5)", field)
    field.send_keys("!")
    wait(page, lambda: page.current_url.endswith("label=green%21%20apples")
         or page.current_url.endswith("label=green!%20apples"))
    assert field.get_attribute("value") == "green! apples"
    state = page.execute_script(
        "const f = arguments[0]; return [document.activeElement === f, f.selectionStart, f.selectionEnd]",
        field)
    assert state == [True, 6, 6]
    assert page.find_element(By.ID, "summary").text == "1 × green! apples"


def test_back_forward_and_reload_restore_the_state(page, gallery):
    page.get(gallery + "/")
    page.find_element(By.LINK_TEXT, "Counter").click()
    wait(page, lambda: page.current_url.endswith("/counter?count=3"))
    joined(page)
    page.find_element(By.ID, "plus").click()
    page.find_element(By.ID, "plus").click()
    wait(page, lambda: page.current_url.endswith("/counter?count=5"))
    page.back()
    wait(page, lambda: page.current_url == gallery + "/")
    # The URL changes on popstate, before live navigation swaps the page in.
    wait(page, lambda: page.find_elements(By.ID, "screens"))
    page.forward()
    wait(page, lambda: page.current_url.endswith("/counter?count=5"))
    wait(page, lambda: count(page) == "5")
    page.refresh()
    wait(page, lambda: count(page) == "5")
    joined(page)
    page.find_element(By.ID, "minus").click()
    wait(page, lambda: page.current_url.endswith("/counter?count=4"))
    page.refresh()
    wait(page, lambda: count(page) == "4")


def test_no_click_is_lost_when_the_socket_dies_mid_burst(page, gallery):
    page.get(gallery + "/counter")
    joined(page)
    clicks = 40
    kills = page.execute_async_script("""
        const [clicks, done] = arguments;
        const plus = document.getElementById('plus');
        let i = 0, kills = 0;
        const step = () => {
          // Kill the live socket after 10 clicks, and its replacement once it
          // is open again, at least 10 clicks later.
          const live = window.__sockets.at(-1);
          if ((kills == 0 && i >= 10) || (kills == 1 && i >= 20 && live.readyState == 1)) {
            live.close();
            kills++;
          }
          plus.click();
          if (++i < clicks) setTimeout(step, 20); else done(kills);
        };
        step();
    """, clicks)
    assert kills == 2
    wait(page, lambda: count(page) == str(clicks), timeout=30)
    wait(page, lambda: page.current_url.endswith(f"/counter?count={clicks}"))
    # The socket really was replaced (twice), and the server applied each click once.
    assert page.execute_script("return window.__sockets.length") >= 3
    wait(page, lambda: not page.find_elements(By.CSS_SELECTOR, ".t-pending"))
    page.refresh()
    wait(page, lambda: count(page) == str(clicks))
