"""MonsterList and MonsterDetail in headless Chromium: deep links, paging
with the URL following, both error paths, and the select → detail →
delete → list loop through routes."""

import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


CARDS = "#monster-grid > li"


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def joined(browser):
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def cards(browser):
    return len(browser.find_elements(By.CSS_SELECTOR, CARDS))


def shown_ids(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll('.monster-open')].map((b) => b.dataset.id)")


def test_a_deep_link_shows_its_pages_and_load_more_moves_the_url(page, gallery):
    page.get(gallery + "/monsters?pages=2")
    wait(page, lambda: cards(page) == 40)
    joined(page)
    assert page.title == "Monsters (40)"
    # Every card has its own generated SVG portrait.
    assert len(page.find_elements(By.CSS_SELECTOR, CARDS + " svg.portrait circle")) >= 40
    page.find_element(By.ID, "load-more").click()
    wait(page, lambda: cards(page) == 60)
    wait(page, lambda: page.current_url.endswith("/monsters?pages=3"))
    page.refresh()
    wait(page, lambda: cards(page) == 60)
    assert page.current_url.endswith("/monsters?pages=3")


def test_a_failed_first_page_shows_the_error_and_retry_shows_the_list(page, gallery):
    page.get(gallery + "/monsters?_fail=first-page")
    wait(page, lambda: page.find_elements(By.ID, "error"))
    assert cards(page) == 0
    joined(page)
    page.find_element(By.ID, "retry").click()
    wait(page, lambda: cards(page) == 20)


def test_a_failed_next_page_keeps_the_monsters_and_retry_loads_it(page, gallery):
    page.get(gallery + "/monsters?_fail=next-page")
    wait(page, lambda: cards(page) == 20)
    joined(page)
    page.find_element(By.ID, "load-more").click()
    wait(page, lambda: page.find_elements(By.ID, "page-error"))
    assert cards(page) == 20
    page.find_element(By.ID, "retry").click()
    wait(page, lambda: cards(page) == 40)
    wait(page, lambda: "pages=2" in page.current_url)


def test_select_then_delete_returns_to_the_list_without_the_monster(page, gallery):
    list_url = gallery + "/monsters?pages=2"
    page.get(list_url)
    wait(page, lambda: cards(page) == 40)
    joined(page)
    chosen = page.find_elements(By.CSS_SELECTOR, ".monster-open")[2]
    monster_id = chosen.get_attribute("data-id")
    name = chosen.find_element(By.CSS_SELECTOR, ".monster-name").text
    chosen.click()
    wait(page, lambda: f"/monster?id={monster_id}" in page.current_url)
    wait(page, lambda: page.find_elements(By.CSS_SELECTOR, "#monster h1"))
    assert page.find_element(By.CSS_SELECTOR, "#monster h1").text == name
    assert page.title == name
    joined(page)
    page.find_element(By.ID, "delete").click()
    # Back on the list, at the URL it had, with the monster gone.
    wait(page, lambda: page.current_url == list_url)
    wait(page, lambda: page.find_elements(By.ID, "notice") and cards(page) == 40)
    assert monster_id not in shown_ids(page)
    assert name in page.find_element(By.ID, "notice").text
    # Gone for everybody: the detail URL now shows not found.
    page.get(gallery + f"/monster?id={monster_id}")
    wait(page, lambda: page.find_elements(By.ID, "not-found"))


def test_a_malformed_id_is_a_400_and_an_unknown_id_is_not_found(page, gallery):
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(gallery + "/monster?id=abc", timeout=5)
    assert error.value.code == 400
    assert "id" in error.value.read().decode()
    page.get(gallery + "/monster?id=9999")
    wait(page, lambda: page.find_elements(By.ID, "not-found"))
    assert page.title == "No monster #9999"
