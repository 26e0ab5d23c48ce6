"""The gallery with JavaScript disabled in headless Chromium: Counter, Steps,
Todo and Downloader are used through their HTML forms alone, each post
answered with a redirect to the URL of the new state (docs/PROTOCOL.md,
"Without JavaScript")."""

import pytest
from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait


@pytest.fixture(scope="module")
def nojs():
    """A headless Chromium that runs no JavaScript in pages."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    yield driver
    driver.quit()


def wait(browser, predicate, timeout=10):
    # Each post reloads the page: an element found just before the reload is
    # stale when read, and the next poll finds the new one.
    return WebDriverWait(browser, timeout, poll_frequency=0.05,
                         ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)
                         ).until(lambda driver: predicate())


def text(browser, selector):
    return browser.find_element(By.CSS_SELECTOR, selector).text


def click(browser, selector):
    browser.find_element(By.CSS_SELECTOR, selector).click()


def test_javascript_is_really_off(nojs, gallery):
    nojs.get(gallery + "/counter")
    # The client never ran: its module would have removed the page's post form.
    assert nojs.find_elements(By.ID, "trellis-post")
    assert nojs.find_element(By.CSS_SELECTOR, ".trellis-apply button").is_displayed()


def test_counter_buttons_and_label_work_without_javascript(nojs, gallery):
    nojs.get(gallery + "/counter?count=3")
    click(nojs, "#plus")
    wait(nojs, lambda: nojs.current_url.endswith("/counter?count=4"))
    assert text(nojs, "#count") == "4"
    click(nojs, "#minus")
    wait(nojs, lambda: nojs.current_url.endswith("/counter?count=3"))
    click(nojs, "#minus")
    wait(nojs, lambda: nojs.current_url.endswith("/counter?count=2"))
    # The delayed +1 lands before the answer: the post waits for it.
    click(nojs, "#later")
    wait(nojs, lambda: nojs.current_url.endswith("/counter?count=3"))
    assert text(nojs, "#count") == "3"
    # A field outside any form is applied with the apply button, or by Enter.
    field = nojs.find_element(By.ID, "label")
    field.clear()
    field.send_keys("apples")
    click(nojs, ".trellis-apply button")
    wait(nojs, lambda: nojs.current_url.endswith("/counter?count=3&label=apples"))
    assert text(nojs, "#summary") == "3 × apples"
    field = nojs.find_element(By.ID, "label")
    field.clear()
    field.send_keys("pears", Keys.ENTER)
    wait(nojs, lambda: nojs.current_url.endswith("/counter?count=3&label=pears"))
    # Enter applied the field and pressed nothing else.
    assert text(nojs, "#count") == "3"


def test_steps_move_without_javascript(nojs, gallery):
    nojs.get(gallery + "/steps")
    # Each click waits for the new page's own content: the address changes
    # before the new document is parsed, and a click then could hit the old one.
    click(nojs, "#next")
    wait(nojs, lambda: nojs.current_url.endswith("/steps?step=2") and text(nojs, "#step") == "2")
    click(nojs, "#next")
    wait(nojs, lambda: nojs.current_url.endswith("/steps?step=3") and text(nojs, "#step") == "3")
    click(nojs, "#previous")
    wait(nojs, lambda: nojs.current_url.endswith("/steps?step=2") and text(nojs, "#step") == "2")


def titles(browser):
    return [li.text.split("\n")[0] for li in browser.find_elements(By.CSS_SELECTOR, "#todo-list > li .title")]


def test_todo_adds_toggles_and_deletes_without_javascript(nojs, gallery):
    nojs.get(gallery + "/todo")
    nojs.find_element(By.ID, "new-title").send_keys("Eggs")
    click(nojs, "#add")
    wait(nojs, lambda: nojs.current_url.endswith("/todo?todo1=Eggs"))
    assert titles(nojs) == ["Eggs"]
    # Enter in the form's field submits it too.
    nojs.find_element(By.ID, "new-title").send_keys("Milk", Keys.ENTER)
    wait(nojs, lambda: nojs.current_url.endswith("/todo?todo1=Eggs&todo2=Milk"))
    assert titles(nojs) == ["Eggs", "Milk"]
    # A checkbox is a field of the page's form: checked, then applied.
    click(nojs, "#todo-1 .toggle")
    click(nojs, ".trellis-apply button")
    wait(nojs, lambda: nojs.current_url.endswith("/todo?done1=Eggs&todo2=Milk"))
    assert "done" in nojs.find_element(By.ID, "todo-1").get_attribute("class")
    assert text(nojs, "#todo-count") == "1 item left"
    click(nojs, "#todo-2 .delete")
    wait(nojs, lambda: nojs.current_url.endswith("/todo?done1=Eggs"))
    assert titles(nojs) == ["Eggs"]


def test_downloader_policy_and_starts_work_without_javascript(nojs, gallery):
    nojs.get(gallery + "/downloader")
    Select(nojs.find_element(By.ID, "policy")).select_by_value("max-2")
    click(nojs, ".trellis-apply button")
    wait(nojs, lambda: nojs.current_url.endswith("/downloader?policy=max-2"))
    assert text(nojs, "#policy-summary").startswith("Two downloads at a time")
    click(nojs, "#burst")
    # The answer comes within the post's budget, the transfers part way: the
    # rows are in the URL, so the page shows them as they were.
    wait(nojs, lambda: "d5=waiting" in nojs.current_url)
    phases = [li.get_attribute("data-phase") for li in nojs.find_elements(By.CSS_SELECTOR, "#downloads > li")]
    assert set(phases[:2]) <= {"running", "done"}
    assert phases[4] == "waiting"
    click(nojs, "#clear")
    wait(nojs, lambda: nojs.find_elements(By.ID, "empty"))
    assert "policy=max-2" in nojs.current_url


def test_a_form_from_another_page_state_is_refused_with_a_400(nojs, gallery):
    nojs.get(gallery + "/counter?count=1")
    # The page changes under the form: the button's action no longer exists.
    button = nojs.find_element(By.ID, "plus")
    nojs.execute_cdp_cmd("DOM.enable", {})
    root = nojs.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
    node = nojs.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": "#plus"})["nodeId"]
    nojs.execute_cdp_cmd("DOM.setAttributeValue", {"nodeId": node, "name": "value", "value": "99999"})
    button.click()
    wait(nojs, lambda: "400" in nojs.title)
    assert "no action 99999" in nojs.find_element(By.TAG_NAME, "body").text
