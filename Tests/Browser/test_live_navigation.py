"""Live navigation in the real gallery (issue 14): moving between screens
goes over the open socket, so the window and its scripts' state survive,
the address bar and history follow, back and forward rebuild each screen
from its URL, focus lands on the new screen's heading, and a path that is
no live screen is loaded as a page."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def joined(browser):
    wait(browser, lambda: browser.execute_script(
        "return document.documentElement.classList.contains('t-connected')"))


def heading(browser):
    return browser.execute_script("return document.querySelector('#trellis-root h1')?.textContent")


def path(browser):
    return browser.execute_script("return location.pathname + location.search")


def open_home(browser, gallery):
    browser.get(gallery + "/")
    joined(browser)
    browser.execute_script("window.marker = 1")


def test_a_window_marker_survives_home_to_counter_and_back(page, gallery):
    open_home(page, gallery)
    page.find_element(By.CSS_SELECTOR, 'a[href="/counter?count=3"]').click()
    wait(page, lambda: heading(page) == "Counter")
    assert path(page) == "/counter?count=3"
    assert page.title == "Counter: 3"
    assert page.execute_script("return window.marker") == 1
    joined(page)
    # The counter is live on the same socket: a click is applied.
    page.find_element(By.ID, "plus").click()
    wait(page, lambda: page.find_element(By.ID, "count").text == "4")
    page.find_element(By.LINK_TEXT, "All screens").click()
    wait(page, lambda: heading(page) == "Trellis gallery")
    assert path(page) == "/"
    assert page.execute_script("return window.marker") == 1
    # One socket, never reopened: the window never left.
    assert page.execute_script("return window.__sockets.length") == 1


def test_back_and_forward_restore_each_screen_from_its_url(page, gallery):
    open_home(page, gallery)
    page.find_element(By.CSS_SELECTOR, 'a[href="/counter?count=3"]').click()
    wait(page, lambda: heading(page) == "Counter")
    joined(page)
    page.find_element(By.ID, "minus").click()
    wait(page, lambda: path(page) == "/counter?count=2")
    page.find_element(By.ID, "plus").click()
    wait(page, lambda: path(page) == "/counter?count=3")
    page.find_element(By.LINK_TEXT, "All screens").click()
    wait(page, lambda: heading(page) == "Trellis gallery")
    joined(page)
    page.back()
    wait(page, lambda: heading(page) == "Counter")
    wait(page, lambda: page.find_element(By.ID, "count").text == "3")
    assert path(page) == "/counter?count=3"
    joined(page)
    page.back()
    wait(page, lambda: heading(page) == "Trellis gallery")
    joined(page)
    page.forward()
    wait(page, lambda: heading(page) == "Counter")
    wait(page, lambda: page.find_element(By.ID, "count").text == "3")
    assert page.execute_script("return window.marker") == 1
    # The restored counter is live.
    joined(page)
    page.find_element(By.ID, "plus").click()
    wait(page, lambda: path(page) == "/counter?count=4")


def test_focus_lands_on_the_new_screens_heading(page, gallery):
    open_home(page, gallery)
    page.find_element(By.CSS_SELECTOR, 'a[href="/counter?count=3"]').click()
    wait(page, lambda: heading(page) == "Counter")
    wait(page, lambda: page.execute_script("return document.activeElement.tagName") == "H1")
    assert page.execute_script("return document.activeElement.textContent") == "Counter"
    assert page.execute_script("return document.activeElement.getAttribute('tabindex')") == "-1"


def test_the_developer_panel_works_after_navigation(page, gallery):
    open_home(page, gallery)
    page.find_element(By.CSS_SELECTOR, 'a[href="/counter?count=3"]').click()
    wait(page, lambda: heading(page) == "Counter")
    joined(page)
    wait(page, lambda: page.find_elements(By.ID, "trellis-dev"))
    page.find_element(By.ID, "plus").click()
    wait(page, lambda: "count: 4" in page.find_element(By.ID, "trellis-dev-state").text)
    page.find_element(By.ID, "trellis-dev-undo").click()
    wait(page, lambda: page.find_element(By.ID, "count").text == "3")


def test_a_path_that_is_no_live_screen_is_loaded_as_a_page(page, gallery):
    open_home(page, gallery)
    page.execute_script(
        "const a = document.createElement('a'); a.id = 'out'; a.href = '/health'; a.textContent = 'health';"
        "document.body.append(a)")
    page.find_element(By.ID, "out").click()
    wait(page, lambda: path(page) == "/health")
    wait(page, lambda: page.execute_script("return window.marker") is None)


def test_a_link_with_a_target_is_left_to_the_browser(page, gallery):
    open_home(page, gallery)
    # The click's default is not prevented: the browser opens it as asked.
    prevented = page.execute_script(
        "const a = document.createElement('a'); a.href = '/counter'; a.target = '_blank';"
        "document.body.append(a);"
        "let prevented; a.addEventListener('click', (e) => { prevented = e.defaultPrevented; e.preventDefault() });"
        "a.click(); return prevented")
    assert prevented is False
    assert page.execute_script("return window.marker") == 1


def test_a_screen_that_needs_a_module_script_is_loaded_as_a_page(page, gallery):
    # Game of Life hosts a hook (the population chart): its scripts come
    # with its page, so the move from Home is a page load, and the chart runs.
    open_home(page, gallery)
    page.find_element(By.CSS_SELECTOR, 'a[href^="/life?"]').click()
    wait(page, lambda: heading(page) == "Game of Life")
    wait(page, lambda: page.find_elements(By.CSS_SELECTOR, ".life-chart-canvas"))
    assert page.execute_script("return window.marker") is None
    joined(page)
    # Back home is live again: the new window's marker survives it.
    page.execute_script("window.marker = 2")
    page.find_element(By.LINK_TEXT, "All screens").click()
    wait(page, lambda: heading(page) == "Trellis gallery")
    assert page.execute_script("return window.marker") == 2
