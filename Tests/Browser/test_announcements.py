"""The opt-in live region (issue 14): Todo announces a deleted todo and
Downloader a finished download in the page's polite live region."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=15):
    return WebDriverWait(browser, timeout, poll_frequency=0.05).until(lambda driver: predicate())


def region(browser):
    return browser.execute_script(
        "const r = document.getElementById('trellis-announce');"
        "return r && [r.getAttribute('aria-live'), r.textContent]")


def joined(browser):
    wait(browser, lambda: browser.execute_script(
        "return document.documentElement.classList.contains('t-connected')"))


def test_todo_announces_a_deleted_todo(page, gallery):
    page.get(gallery + "/todo?todo1=Buy%20milk&todo2=Call%20mum")
    joined(page)
    assert region(page) == ["polite", ""]
    page.find_element(By.CSS_SELECTOR, "#todo-1 button.delete").click()
    wait(page, lambda: region(page) == ["polite", "Deleted “Buy milk”"])


def test_downloader_announces_a_finished_download(page, gallery):
    page.get(gallery + "/downloader")
    joined(page)
    page.find_element(By.ID, "start").click()
    wait(page, lambda: page.find_elements(By.CSS_SELECTOR, "#downloads li[data-phase='done']"), timeout=30)
    wait(page, lambda: region(page)[1].startswith("Download “") and region(page)[1].endswith("” finished"))
