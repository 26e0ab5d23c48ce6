"""Prerendered first pages in headless Chromium: with JavaScript off the
monster list shows its monsters and "load more" is a link that works; with
JavaScript on, a deep link never shows "Loading" before its monsters."""

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

CARDS = "#monster-grid > li"

# Records, from the first parsed node on, whether any node with the first
# load's "Loading" text ever entered the document.
WATCH_LOADING = """
window.__sawLoading = false;
new MutationObserver((records) => {
  for (const record of records) {
    const nodes = [...record.addedNodes];
    if (record.type == 'characterData') nodes.push(record.target);
    if (nodes.some((n) => /Loading monsters|Loading likes/.test(n.textContent || '')))
      window.__sawLoading = true;
  }
}).observe(document, { childList: true, subtree: true, characterData: true });
"""


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def cards(browser):
    return len(browser.find_elements(By.CSS_SELECTOR, CARDS))


@pytest.fixture(scope="module")
def no_script_browser():
    """A headless Chromium with JavaScript disabled."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--blink-settings=scriptEnabled=false"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    yield driver
    driver.quit()


def test_without_javascript_the_list_shows_and_load_more_is_a_link(no_script_browser, gallery):
    browser = no_script_browser
    browser.get(gallery + "/monsters")
    assert cards(browser) == 20
    assert browser.find_elements(By.ID, "loading") == []
    assert browser.title == "Monsters (20)"
    first = browser.find_element(By.CSS_SELECTOR, CARDS)
    browser.find_element(By.ID, "load-more").click()
    # A real navigation: the old document is gone, the server rendered 40.
    WebDriverWait(browser, 10).until(expected_conditions.staleness_of(first))
    wait(browser, lambda: cards(browser) == 40)
    assert browser.current_url.endswith("/monsters?pages=2")
    # A monster's card is a link to its detail page, prerendered too.
    card = browser.find_elements(By.CSS_SELECTOR, ".monster-open")[4]
    number = card.get_attribute("data-id")
    card.click()
    wait(browser, lambda: browser.current_url.endswith("/monster?id=" + number))
    assert browser.find_element(By.TAG_NAME, "h1").text != ""
    assert "#" + number in browser.page_source


def test_with_javascript_a_deep_link_never_shows_loading(page, gallery):
    script = page.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH_LOADING})
    try:
        page.get(gallery + "/monsters?pages=2")
        assert cards(page) == 40
        wait(page, lambda: page.execute_script(
            "return window.__sockets.some((s) => s.readyState == 1)"))
        # The session is live on the page's tree: a click patches it.
        page.find_element(By.ID, "load-more").click()
        wait(page, lambda: cards(page) == 60)
        wait(page, lambda: page.current_url.endswith("/monsters?pages=3"))
        assert page.execute_script("return window.__sawLoading") is False
        assert page.execute_script("return window.__violations") == []
        # The likes too, on their own deep link.
        page.get(gallery + "/likes?pages=2")
        assert len(page.find_elements(By.CSS_SELECTOR, "#likes > li")) == 30
        wait(page, lambda: page.execute_script(
            "return window.__sockets.some((s) => s.readyState == 1)"))
        page.find_element(By.ID, "likes-load-more").click()
        wait(page, lambda: len(page.find_elements(By.CSS_SELECTOR, "#likes > li")) == 45)
        assert page.execute_script("return window.__sawLoading") is False
    finally:
        page.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
