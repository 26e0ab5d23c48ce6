"""The Downloader in headless Chromium: a burst under two queue policies,
a cancelled row, the policy in the URL through reload and back."""

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
    wait(page, lambda: page.current_url.endswith("/downloader?policy=oldest-1-suspend"))
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

    page.refresh()
    wait(page, lambda: page.find_elements(By.ID, "empty"))
    assert Select(page.find_element(By.ID, "policy")).first_selected_option.get_attribute("value") == "oldest-1-suspend"
    page.back()
    wait(page, lambda: page.current_url.endswith("/downloader?policy=newest-1"))
    wait(page, lambda: Select(page.find_element(By.ID, "policy")).first_selected_option.get_attribute("value") == "newest-1")


def test_a_bad_policy_gets_a_400_page_naming_it(page, gallery):
    page.get(gallery + "/downloader?policy=fastest")
    assert "fastest" in page.find_element(By.TAG_NAME, "body").text
