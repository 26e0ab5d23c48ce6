"""Back and forward inside one screen, in headless Chromium: the live
session shows the earlier state without loading the page again."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def step(browser):
    return browser.find_element(By.ID, "step").text


def loads(browser):
    """Page loads in this document's life: 1 unless the page was reloaded."""
    return browser.execute_script("return performance.getEntriesByType('navigation').length")


def live(browser):
    """Waits until the client has joined (its session id is stored)."""
    wait(browser, lambda: browser.execute_script("return !!sessionStorage.getItem('trellis')"))


def test_back_and_forward_restore_steps_without_a_page_load(browser, gallery):
    browser.get(gallery + "/steps")
    live(browser)
    # A marker on the window survives only if no page is loaded again.
    browser.execute_script("window.__marker = 'kept'")
    for expected in ("2", "3", "4"):
        browser.find_element(By.ID, "next").click()
        wait(browser, lambda: step(browser) == expected)
        wait(browser, lambda: browser.current_url.endswith("/steps?step=" + expected))
    assert browser.execute_script("return history.length") >= 4

    browser.back()
    wait(browser, lambda: step(browser) == "3")
    assert browser.current_url.endswith("/steps?step=3")
    wait(browser, lambda: browser.title == "Step 3")
    browser.back()
    wait(browser, lambda: step(browser) == "2")
    browser.forward()
    wait(browser, lambda: step(browser) == "3")
    assert browser.current_url.endswith("/steps?step=3")
    assert browser.execute_script("return window.__marker") == "kept"
    assert loads(browser) == 1
    wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, ".t-pending"))

    # The session goes on from the restored step: next replaces the forward entries.
    browser.find_element(By.ID, "next").click()
    wait(browser, lambda: browser.current_url.endswith("/steps?step=4"))
    browser.refresh()
    wait(browser, lambda: step(browser) == "4")
    assert browser.execute_script("return window.__marker") is None


def test_back_to_another_screen_loads_its_page(browser, gallery):
    browser.get(gallery + "/")
    browser.find_element(By.LINK_TEXT, "Steps").click()
    wait(browser, lambda: browser.current_url.endswith("/steps"))
    live(browser)
    browser.find_element(By.ID, "next").click()
    wait(browser, lambda: browser.current_url.endswith("/steps?step=2"))
    browser.back()
    wait(browser, lambda: step(browser) == "1")
    browser.back()
    wait(browser, lambda: browser.current_url == gallery + "/")
    assert browser.find_element(By.ID, "screens")
