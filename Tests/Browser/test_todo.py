"""The Todo screen in headless Chromium: the main journey, deep links,
history, the caret while other updates arrive, and titles that look like
markup shown as text."""

import urllib.error
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


PAYLOADS = [
    "<script>window.__pwned=1</script>",
    '"><img src=x onerror="window.__pwned=1">',
    "javascript:alert(1)",
    "'; alert(1); '",
]


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def open_live(browser, url):
    """Loads `url` and waits until the live socket is open."""
    browser.get(url)
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def titles(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll('#todo-list .title')].map((e) => e.textContent)")


def add(browser, title):
    """Types `title` into the new-todo field and presses Enter; waits until the server cleared it."""
    before = len(titles(browser))
    field = browser.find_element(By.ID, "new-title")
    field.send_keys(title, Keys.ENTER)
    wait(browser, lambda: len(titles(browser)) == before + 1)
    wait(browser, lambda: field.get_attribute("value") == "")


def ends_with(browser, target):
    wait(browser, lambda: browser.current_url.endswith(target))


def test_add_toggle_edit_delete_and_clear(page, gallery):
    open_live(page, gallery + "/todo")
    add(page, "Buy milk")
    add(page, "Call mum")
    ends_with(page, "/todo?todo1=Buy%20milk&todo2=Call%20mum")
    assert page.title == "Todo: 2 left"

    page.find_element(By.CSS_SELECTOR, "#todo-1 .toggle").click()
    ends_with(page, "/todo?done1=Buy%20milk&todo2=Call%20mum")
    assert page.find_element(By.ID, "todo-count").text == "1 item left"
    assert "done" in page.find_element(By.ID, "todo-1").get_attribute("class")

    # Edit in place: a click on the title opens the field, Enter saves.
    page.find_element(By.CSS_SELECTOR, "#todo-2 .title").click()
    field = wait(page, lambda: page.find_elements(By.ID, "edit-title"))[0]
    ends_with(page, "/todo?edit=2&done1=Buy%20milk&todo2=Call%20mum")
    assert field.get_attribute("value") == "Call mum"
    # The field the edit brought in takes the focus (autofocus, applied by the client).
    wait(page, lambda: page.switch_to.active_element.get_attribute("id") == "edit-title")
    field.click()
    field.send_keys(Keys.END, Keys.BACKSPACE * 3, "dad", Keys.ENTER)
    wait(page, lambda: titles(page) == ["Buy milk", "Call dad"])
    ends_with(page, "/todo?done1=Buy%20milk&todo2=Call%20dad")

    # Escape cancels an edit and keeps the title.
    page.find_element(By.CSS_SELECTOR, "#todo-1 .edit").click()
    field = wait(page, lambda: page.find_elements(By.ID, "edit-title"))[0]
    field.click()
    field.send_keys(" and bread", Keys.ESCAPE)
    wait(page, lambda: not page.find_elements(By.ID, "edit-title"))
    assert titles(page) == ["Buy milk", "Call dad"]

    page.find_element(By.CSS_SELECTOR, "#todo-2 .delete").click()
    wait(page, lambda: titles(page) == ["Buy milk"])
    add(page, "Water the plants")
    page.find_element(By.ID, "toggle-all").click()
    ends_with(page, "/todo?done1=Buy%20milk&done2=Water%20the%20plants")
    page.find_element(By.ID, "clear-completed").click()
    wait(page, lambda: titles(page) == [])
    ends_with(page, "/todo")
    assert not page.find_element(By.ID, "todo-list").is_displayed()


def test_blank_titles_are_refused_with_a_message(page, gallery):
    open_live(page, gallery + "/todo?todo1=Keep%20me")
    message = page.find_element(By.ID, "todo-message")
    assert not message.is_displayed()
    page.find_element(By.ID, "new-title").send_keys("   ", Keys.ENTER)
    wait(page, lambda: message.is_displayed())
    assert message.text == "A todo needs some text: empty or blank titles are not added."
    assert titles(page) == ["Keep me"]
    # Typing again hides it.
    page.find_element(By.ID, "new-title").send_keys("x")
    wait(page, lambda: not message.is_displayed())
    assert page.current_url.endswith("/todo?todo1=Keep%20me")


def test_a_typed_url_lands_in_its_state_and_history_follows_the_filter(page, gallery):
    open_live(page, gallery + "/todo?filter=active&todo1=a&done2=b&todo3=c")
    assert titles(page) == ["a", "c"]
    assert page.find_element(By.ID, "filter-active").get_attribute("aria-pressed") == "true"
    assert page.find_element(By.ID, "todo-count").text == "2 items left"

    page.find_element(By.ID, "filter-completed").click()
    ends_with(page, "/todo?filter=completed&todo1=a&done2=b&todo3=c")
    wait(page, lambda: titles(page) == ["b"])
    page.find_element(By.ID, "filter-all").click()
    ends_with(page, "/todo?todo1=a&done2=b&todo3=c")
    wait(page, lambda: titles(page) == ["a", "b", "c"])
    # A toggle replaces the entry: back skips it and returns to the previous filter.
    page.find_element(By.CSS_SELECTOR, "#todo-3 .toggle").click()
    ends_with(page, "/todo?todo1=a&done2=b&done3=c")

    page.back()
    ends_with(page, "/todo?filter=completed&todo1=a&done2=b&todo3=c")
    wait(page, lambda: titles(page) == ["b"])
    page.back()
    ends_with(page, "/todo?filter=active&todo1=a&done2=b&todo3=c")
    wait(page, lambda: titles(page) == ["a", "c"])
    page.forward()
    ends_with(page, "/todo?filter=completed&todo1=a&done2=b&todo3=c")
    wait(page, lambda: titles(page) == ["b"])

    page.refresh()
    wait(page, lambda: titles(page) == ["b"])
    assert page.find_element(By.ID, "filter-completed").get_attribute("aria-pressed") == "true"


def test_a_bad_url_gets_a_400_page_naming_the_problem(gallery):
    for query, reason in [("filter=someday", "“filter” must be all, active or completed"),
                          ("todo1=%20", "A todo needs some text"),
                          ("todo1=a&done1=b", "the number 1 names two todos")]:
        with pytest.raises(urllib.error.HTTPError) as failure:
            urllib.request.urlopen(f"{gallery}/todo?{query}", timeout=5)
        assert failure.value.code == 400
        assert reason in failure.value.read().decode()


def test_typing_keeps_the_caret_while_other_rows_change(page, gallery):
    open_live(page, gallery + "/todo?todo1=a&todo2=b&todo3=c")
    field = page.find_element(By.ID, "new-title")
    field.click()
    # Between keystrokes, another row is toggled through a click on its checkbox.
    for index, character in enumerate("Hello world"):
        field.send_keys(character)
        page.execute_script(
            "document.querySelector(`#todo-${arguments[0]} .toggle`).click()", index % 3 + 1)
    # Eleven toggles: rows 1 and 2 were clicked four times, row 3 three times.
    wait(page, lambda: not page.find_elements(By.CSS_SELECTOR, ".t-pending"))
    ends_with(page, "/todo?todo1=a&todo2=b&done3=c")
    assert page.find_element(By.ID, "todo-count").text == "2 items left"
    assert field.get_attribute("value") == "Hello world"

    page.execute_script("arguments[0].setSelectionRange(5, 5)", field)
    field.send_keys(",")
    page.execute_script("document.querySelector('#todo-1 .toggle').click()")
    ends_with(page, "/todo?done1=a&todo2=b&done3=c")
    state = page.execute_script(
        "const f = arguments[0]; return [f.value, document.activeElement === f, f.selectionStart, f.selectionEnd]",
        field)
    assert state == ["Hello, world", True, 6, 6]

    # The value is state: adding clears the field from the server.
    field.send_keys(Keys.ENTER)
    wait(page, lambda: titles(page) == ["a", "b", "c", "Hello, world"])
    wait(page, lambda: field.get_attribute("value") == "")


def test_titles_that_look_like_markup_are_shown_as_text_and_run_nothing(page, gallery):
    open_live(page, gallery + "/todo")
    for payload in PAYLOADS:
        add(page, payload)
    wait(page, lambda: titles(page) == PAYLOADS)

    def assert_inert():
        assert titles(page) == PAYLOADS
        assert page.execute_script("return typeof window.__pwned") == "undefined"
        assert page.find_elements(By.CSS_SELECTOR, "#todo-list img, #todo-list script") == []
        assert page.execute_script("return window.__violations") == []

    assert_inert()
    # The attribute context: the edit field holds the title exactly.
    page.find_element(By.CSS_SELECTOR, "#todo-2 .edit").click()
    field = wait(page, lambda: page.find_elements(By.ID, "edit-title"))[0]
    assert field.get_attribute("value") == PAYLOADS[1]
    field.click()
    field.send_keys(Keys.ENTER)
    wait(page, lambda: not page.find_elements(By.ID, "edit-title"))
    assert_inert()

    # The server's first rendering of the same list, from its URL.
    expected = "/todo?" + "&".join(
        f"todo{n}={urllib.parse.quote(title, safe='')}" for n, title in enumerate(PAYLOADS, 1))
    assert urllib.parse.unquote(page.current_url) == urllib.parse.unquote(gallery + expected)
    page.refresh()
    wait(page, lambda: titles(page) == PAYLOADS)
    assert_inert()
