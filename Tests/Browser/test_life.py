"""The Game of Life in headless Chromium: a deep-linked glider, steps,
clicks on cells, play and pause, clear, and back after loading a pattern."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


SIZE = 64
GLIDER = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def joined(browser):
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def live_cells(browser):
    """The (x, y) of every checked cell."""
    indices = browser.execute_script(
        "return [...document.querySelectorAll('#board input:checked')].map((c) => +c.value)")
    return {(i % SIZE, i // SIZE) for i in indices}


def generation(browser):
    return int(browser.find_element(By.ID, "generation").text)


def test_a_deep_linked_glider_moves_one_cell_diagonally_in_four_steps(page, gallery):
    page.get(gallery + "/life?cells=bo-2bo-3o")
    assert live_cells(page) == GLIDER
    joined(page)
    for n in range(1, 5):
        page.find_element(By.ID, "step").click()
        wait(page, lambda: generation(page) == n)
    assert live_cells(page) == {(x + 1, y + 1) for x, y in GLIDER}
    wait(page, lambda: page.current_url.endswith("/life?cells=-2bo-3bo-b3o&generation=4"))
    page.refresh()
    assert live_cells(page) == {(x + 1, y + 1) for x, y in GLIDER}
    assert generation(page) == 4


def test_a_click_toggles_a_cell_and_the_url_follows(page, gallery):
    page.get(gallery + "/life")
    joined(page)
    cell = page.find_element(By.CSS_SELECTOR, "#board input[value='%d']" % (3 * SIZE + 5))
    cell.click()
    wait(page, lambda: page.current_url.endswith("/life?cells=3-5bo"))
    assert live_cells(page) == {(5, 3)}
    assert page.find_element(By.ID, "population").text == "1"
    cell.click()
    wait(page, lambda: page.current_url.endswith("/life"))
    assert live_cells(page) == set()


def test_play_pause_and_clear(page, gallery):
    page.get(gallery + "/life?cells=bo-2bo-3o&speed=30")
    joined(page)
    page.find_element(By.ID, "play").click()
    # The shared gallery runs in --dev (every render validated, a debug
    # build): on a loaded machine it manages a few of the 30 generations a
    # second asked for. Running is what this test shows, not the pace.
    wait(page, lambda: generation(page) >= 5, timeout=30)
    wait(page, lambda: "running=true" in page.current_url, timeout=30)
    page.find_element(By.ID, "pause").click()
    wait(page, lambda: "running=true" not in page.current_url)
    stopped = generation(page)
    page.execute_script("return new Promise((done) => setTimeout(done, 300))")
    assert generation(page) == stopped
    assert f"generation={stopped}" in page.current_url
    assert len(live_cells(page)) == 5
    page.find_element(By.ID, "clear").click()
    wait(page, lambda: page.current_url.endswith("/life?speed=30"))
    assert live_cells(page) == set()


def test_back_after_loading_a_pattern_returns_to_the_previous_board(page, gallery):
    page.get(gallery + "/life?cells=bo-2bo-3o")
    joined(page)
    page.find_element(By.ID, "pattern-pulsar").click()
    wait(page, lambda: len(live_cells(page)) == 48)
    wait(page, lambda: "cells=25-" in page.current_url)
    page.back()
    wait(page, lambda: page.current_url.endswith("/life?cells=bo-2bo-3o"))
    wait(page, lambda: live_cells(page) == GLIDER)
    page.forward()
    wait(page, lambda: len(live_cells(page)) == 48)


def test_a_running_deep_link_runs_at_once(page, gallery):
    page.get(gallery + "/life?cells=3-2b3o&running=true&speed=20")
    wait(page, lambda: generation(page) >= 5, timeout=30)
    joined(page)
    # Paused before leaving: a board left running keeps its session busy
    # for the grace period.
    page.find_element(By.ID, "pause").click()
    wait(page, lambda: "running=true" not in page.current_url, timeout=30)
