"""The Downloader in headless Chromium: a burst under two queue policies,
a cancelled row, the policy and the rows in the URL through reload and
back, and a URL with downloads in progress opened in a fresh browser."""

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def joined(browser):
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def phases(browser):
    """The phase of every row, in order."""
    return browser.execute_script(
        "return [...document.querySelectorAll('#downloads > li')].map((li) => li.dataset.phase)")


def test_a_burst_under_two_policies_and_a_cancelled_row(page, gallery):
    page.get(gallery + "/downloader?policy=newest-1")
    joined(page)
    assert Select(page.find_element(By.ID, "policy")).first_selected_option.get_attribute("value") == "newest-1"
    page.find_element(By.ID, "burst").click()
    # Each start cancelled the one before: only the last of the burst runs, then finishes.
    wait(page, lambda: phases(page)[:4] == ["replaced"] * 4 and phases(page)[4] in ("running", "done"))
    wait(page, lambda: phases(page)[4] == "done")

    Select(page.find_element(By.ID, "policy")).select_by_value("oldest-1-suspend")
    # The list is emptied; the next download keeps its number, which the URL says.
    wait(page, lambda: page.current_url.endswith("/downloader?policy=oldest-1-suspend&next=6"))
    wait(page, lambda: page.find_elements(By.ID, "empty"))
    page.find_element(By.ID, "burst").click()
    wait(page, lambda: phases(page) == ["running"] + ["waiting"] * 4)
    page.find_element(By.ID, "cancel-8").click()
    wait(page, lambda: phases(page)[2] == "cancelled")
    # The first finishes, the second takes its slot; the cancelled one is skipped.
    wait(page, lambda: phases(page)[:3] == ["done", "running", "cancelled"])
    width = page.execute_script(
        "return document.querySelector('#download-7 .download-fill').style.width")
    assert width.endswith("%")

    # The rows are in the URL: a reload shows them and resumes the active ones.
    page.refresh()
    assert phases(page)[:3] in (["done", "running", "cancelled"], ["done", "done", "cancelled"])
    joined(page)
    wait(page, lambda: phases(page) == ["done", "done", "cancelled", "done", "done"], timeout=30)
    assert Select(page.find_element(By.ID, "policy")).first_selected_option.get_attribute("value") == "oldest-1-suspend"
    page.back()
    wait(page, lambda: "/downloader?policy=newest-1&d1=replaced" in page.current_url)
    wait(page, lambda: Select(page.find_element(By.ID, "policy")).first_selected_option.get_attribute("value") == "newest-1")


def test_a_bad_policy_gets_a_400_page_naming_it(page, gallery):
    page.get(gallery + "/downloader?policy=fastest")
    assert "fastest" in page.find_element(By.TAG_NAME, "body").text


def statuses(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll('#downloads .download-status')].map((s) => s.textContent)")


def test_a_url_with_downloads_in_progress_resumes_them_from_their_progress(page, gallery):
    page.get(gallery + "/downloader?policy=max-2&d1=running-40&d2=done&d3=running-10&d4=waiting")
    # The first page already shows the rows as the URL has them.
    assert phases(page) == ["running", "done", "running", "waiting"]
    assert statuses(page)[0].startswith("40% of 2400 KB")
    joined(page)
    wait(page, lambda: phases(page) == ["done"] * 4, timeout=20)


def test_a_downloader_url_opened_in_a_fresh_browser_shows_the_downloads(page, gallery):
    page.get(gallery + "/downloader?policy=max-2")
    joined(page)
    page.find_element(By.ID, "burst").click()
    wait(page, lambda: "d5=waiting" in page.current_url and "d1=running-" in page.current_url)
    shared = page.current_url
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    fresh = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        fresh.get(shared)
        shown = phases(fresh)
        assert len(shown) == 5 and shown[4] == "waiting" and "running" in shown
        assert not fresh.find_elements(By.ID, "empty")
        # Resumed there too: every row ends done.
        wait(fresh, lambda: phases(fresh) == ["done"] * 5, timeout=30)
    finally:
        fresh.quit()
