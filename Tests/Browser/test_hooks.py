"""Islands and hooks in headless Chromium: GameOfLife's population chart,
a client hook whose canvas the server never patches, keeps its own DOM
while the running board's patches arrive around it, hears every pushed
population, and sends "pause" back to the screen."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.05).until(lambda driver: predicate())


def joined(browser):
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def generation(browser):
    return int(browser.find_element(By.ID, "generation").text)


def test_the_chart_keeps_its_own_dom_while_life_runs_around_it(page, gallery):
    page.get(gallery + "/life?cells=bo-2bo-3o&speed=30")
    joined(page)
    wait(page, lambda: page.execute_script(
        "return document.querySelector('#life-chart')?.dataset.chartMounted == 'yes'"))
    # What the widget made, and a marker of the test's own on it.
    page.execute_script("""
        window.__canvas = document.querySelector('#life-chart canvas');
        window.__canvas.setAttribute('data-test-marker', 'kept');
        window.__chartErrors = [];
        window.addEventListener('error', (e) => window.__chartErrors.push(String(e.message)));
    """)
    page.find_element(By.ID, "play").click()
    # The debug --dev gallery runs a few generations a second on a loaded
    # 2-core machine, not 30: the wait allows for that (a passing run never waits it out).
    wait(page, lambda: generation(page) >= 40, timeout=60)
    state = page.execute_script("""
        const chart = document.querySelector('#life-chart');
        return {
          same: chart.querySelector('canvas') === window.__canvas,
          marker: window.__canvas.getAttribute('data-test-marker'),
          children: [...chart.children].map((c) => c.localName),
          points: +chart.dataset.chartPoints,
          value: chart.dataset.hookValue,
          errors: window.__chartErrors,
          drawn: [...window.__canvas.getContext('2d').getImageData(0, 0, 400, 120).data].some((v) => v),
        }""")
    assert state["same"] and state["marker"] == "kept"
    assert state["children"] == ["canvas", "button"]
    assert state["points"] >= 30, state
    assert state["value"].split(":")[1] == "5", "a glider's population is always 5"
    assert state["drawn"]
    assert state["errors"] == []
    # The board kept being patched around the island: its cells still follow.
    assert len(page.find_elements(By.CSS_SELECTOR, "#board input:checked")) == 5


def test_the_chart_sends_pause_to_the_screen(page, gallery):
    page.get(gallery + "/life?cells=bo-2bo-3o&speed=10&running=true")
    joined(page)
    wait(page, lambda: page.find_elements(By.CSS_SELECTOR, "#life-chart .life-chart-pause"))
    wait(page, lambda: generation(page) >= 3)
    page.find_element(By.CSS_SELECTOR, "#life-chart .life-chart-pause").click()
    wait(page, lambda: page.find_elements(By.ID, "play"))
    stopped = generation(page)
    wait(page, lambda: "running" not in page.current_url)
    assert generation(page) == stopped
    # Reloaded, the island is rendered again and the hook mounted afresh.
    page.refresh()
    joined(page)
    wait(page, lambda: page.execute_script(
        "return document.querySelector('#life-chart canvas') != null"))
