"""LikeHistory in headless Chromium: load more and the URL, reload, the
in-flight delete, the error banner with retry, and a delete in one tab
reaching another tab through the broadcast route.

The gallery's likes are shared by every session of the test run, so these
tests never rely on particular likes being there: they act on whatever
rows the page shows."""

import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROWS = "#likes > li.like"


@pytest.fixture
def page(browser, gallery):
    browser.get("about:blank")
    yield browser
    # Leave one window for the next test.
    for handle in browser.window_handles[1:]:
        browser.switch_to.window(handle)
        browser.close()
    browser.switch_to.window(browser.window_handles[0])


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def rows(browser):
    return browser.find_elements(By.CSS_SELECTOR, ROWS)


def row_ids(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((row) => row.id)", ROWS)


def open_likes(browser, url):
    """Opens `url` and waits until the live session has loaded its pages."""
    browser.get(url)
    wait(browser, lambda: rows(browser) and not browser.find_elements(By.ID, "likes-loading-more"))


def test_load_more_updates_the_url_and_reload_restores_the_pages(page, gallery):
    open_likes(page, gallery + "/likes")
    first = len(rows(page))
    assert first == 15
    page.find_element(By.ID, "likes-load-more").click()
    wait(page, lambda: len(rows(page)) == 30)
    wait(page, lambda: page.current_url.endswith("/likes?pages=2"))
    assert page.title.startswith("Likes (")
    page.refresh()
    wait(page, lambda: len(rows(page)) == 30)
    assert page.current_url.endswith("/likes?pages=2")


def test_a_typed_url_lands_on_its_pages_and_a_bad_one_is_refused(page, gallery):
    open_likes(page, gallery + "/likes?pages=3")
    wait(page, lambda: len(rows(page)) == 45)
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(gallery + "/likes?pages=0", timeout=5)
    assert refused.value.code == 400
    assert "pages must be between 1 and 40" in refused.value.read().decode()


def test_a_delete_shows_its_in_flight_state_then_reaches_the_other_tab(page, gallery):
    open_likes(page, gallery + "/likes")
    first_tab = page.current_window_handle
    page.switch_to.new_window("tab")
    open_likes(page, gallery + "/likes")
    second_tab = page.current_window_handle
    target = row_ids(page)[0]
    before = row_ids(page)

    page.switch_to.window(first_tab)
    wait(page, lambda: row_ids(page)[0] == target)
    row = page.find_element(By.ID, target)
    row.find_element(By.CSS_SELECTOR, ".like-delete").click()
    # The repository takes 400 ms: the row shows that its delete is on its way.
    wait(page, lambda: "is-deleting" in page.find_element(By.ID, target).get_attribute("class"))
    button = page.find_element(By.ID, target).find_element(By.CSS_SELECTOR, ".like-delete")
    assert button.get_attribute("disabled") is not None
    assert button.text == "Deleting…"
    wait(page, lambda: target not in row_ids(page))

    # The deleting tab fills its page again with the like that follows.
    wait(page, lambda: len(rows(page)) == 15)

    page.switch_to.window(second_tab)
    wait(page, lambda: target not in row_ids(page), timeout=1)
    # The other tab too: "15 of 119", as its URL's reload would show, not 14.
    wait(page, lambda: len(rows(page)) == 15)
    assert row_ids(page)[:14] == [i for i in before if i != target]
    assert row_ids(page)[14] not in before


def test_a_failed_delete_shows_the_banner_and_retry_deletes(page, gallery):
    open_likes(page, gallery + "/likes?_fail=delete")
    target = row_ids(page)[0]
    page.find_element(By.ID, target).find_element(By.CSS_SELECTOR, ".like-delete").click()
    wait(page, lambda: page.find_elements(By.ID, "likes-banner"))
    assert "Couldn’t delete" in page.find_element(By.ID, "likes-banner").text
    assert target in row_ids(page)
    page.find_element(By.ID, "likes-retry").click()
    wait(page, lambda: target not in row_ids(page))
    assert not page.find_elements(By.ID, "likes-banner")


def test_a_failed_first_load_shows_the_banner_and_retry_loads(page, gallery):
    page.get(gallery + "/likes?_fail=load")
    wait(page, lambda: page.find_elements(By.ID, "likes-banner"))
    assert "Couldn’t load the likes" in page.find_element(By.ID, "likes-banner").text
    assert not rows(page)
    page.find_element(By.ID, "likes-retry").click()
    wait(page, lambda: len(rows(page)) == 15)
    assert not page.find_elements(By.ID, "likes-banner")
