"""The Benchmark screen in headless Chromium: each of js-framework-benchmark's
eight operations through the real gallery, checked against the DOM contract
afterwards; the URL rebuilds the table on reload and from a typed link."""

import re
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


# The table as data: for each row, its class, id cell, label and whether it
# has the contract's shape (td.col-md-1 + td.col-md-4 > a.lbl + td.col-md-1 > a.remove).
TABLE = """
return Array.from(document.querySelectorAll('#tbody > tr'), (tr) => [
  tr.className,
  tr.querySelector(':scope > td.col-md-1:first-child').textContent,
  tr.querySelector(':scope > td.col-md-4 > a.lbl').textContent,
  tr.querySelectorAll(':scope > td.col-md-1 > a.remove > span.glyphicon.glyphicon-remove[aria-hidden=true]').length == 1
    && tr.children[1].matches('td.col-md-4') && tr.children[2].matches('td.col-md-1'),
]);
"""

WORDS = re.compile(r"^[a-z]+ [a-z]+ [a-z]+( !!!)*$")


def wait(browser, predicate, timeout=20):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def joined(browser):
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def row_count(browser):
    return browser.execute_script("return document.querySelectorAll('#tbody > tr').length")


def table(browser):
    rows = browser.execute_script(TABLE)
    assert all(shape for _, _, _, shape in rows), "a row breaks the DOM contract"
    assert all(WORDS.match(label) for _, _, label, _ in rows)
    return rows


def ids(rows):
    return [int(row[1]) for row in rows]


def query(browser):
    return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(browser.current_url).query))


def click(browser, selector):
    browser.find_element(By.CSS_SELECTOR, selector).click()


def test_the_eight_operations_keep_the_dom_contract(page, gallery):
    page.get(gallery + "/benchmark")
    joined(page)
    assert row_count(page) == 0
    history = page.execute_script("return history.length")

    click(page, "#run")
    wait(page, lambda: row_count(page) == 1000)
    rows = table(page)
    assert ids(rows) == list(range(1, 1001))
    assert len({label for _, _, label, _ in rows}) > 100
    wait(page, lambda: query(page).get("rows") == "1-1000")

    click(page, "#update")
    wait(page, lambda: table(page)[990][2].endswith(" !!!"))
    rows = table(page)
    assert [i for i, row in enumerate(rows) if row[2].endswith(" !!!")] == list(range(0, 1000, 10))

    click(page, "#swaprows")
    wait(page, lambda: ids(table(page))[1] == 999)
    rows = table(page)
    assert ids(rows)[998] == 2
    assert sorted(ids(rows)) == list(range(1, 1001))

    page.find_elements(By.CSS_SELECTOR, "#tbody > tr")[4].find_element(By.CSS_SELECTOR, "a.lbl").click()
    wait(page, lambda: [row[1] for row in table(page) if row[0] == "danger"] == ["5"])

    page.find_elements(By.CSS_SELECTOR, "#tbody > tr")[2].find_element(By.CSS_SELECTOR, "a.remove").click()
    wait(page, lambda: row_count(page) == 999)
    rows = table(page)
    assert 3 not in ids(rows)
    assert [row[1] for row in rows if row[0] == "danger"] == ["5"]

    # The URL now holds the swap, the updates, the removal and the selection.
    before = table(page)
    wait(page, lambda: query(page).get("selected") == "5")
    page.refresh()
    wait(page, lambda: row_count(page) == 999)
    assert table(page) == before
    joined(page)

    click(page, "#add")
    wait(page, lambda: row_count(page) == 1999)
    assert ids(table(page))[-1000:] == list(range(1001, 2001))

    click(page, "#clear")
    wait(page, lambda: row_count(page) == 0)
    wait(page, lambda: query(page).get("rows") is None)

    click(page, "#runlots")
    wait(page, lambda: row_count(page) == 10000, timeout=60)
    rows = table(page)
    # Ids continue across creates, as in the original.
    assert ids(rows) == list(range(2001, 12001))
    assert not any(row[0] == "danger" for row in rows)
    assert page.title == "Benchmark: 10000 rows"
    # Clicks replace the URL: no history entry per click (the reload kept the entry).
    assert page.execute_script("return history.length") == history


def test_a_typed_url_lands_in_its_state(page, gallery):
    page.get(gallery + "/benchmark?seed=7&next=1001&rows=1.999.3-998.2.1000&bang=1-991~10&selected=5")
    rows = table(page)
    assert len(rows) == 1000
    assert ids(rows)[:3] == [1, 999, 3] and ids(rows)[998:] == [2, 1000]
    assert [row[1] for row in rows if row[0] == "danger"] == ["5"]
    assert [i for i, row in enumerate(rows) if row[2].endswith(" !!!")] == list(range(0, 1000, 10))
    # The same seed gives the same labels on another visit.
    labels = [row[2] for row in rows]
    page.get(gallery + "/benchmark?seed=7&next=1001&rows=1-1000")
    fresh = [row[2] for row in table(page)]
    assert fresh[0] == labels[0].removesuffix(" !!!") and fresh[2] == labels[2]


def test_a_bad_url_gets_a_400_page_naming_the_problem(page, gallery):
    page.get(gallery + "/benchmark?seed=1&next=11&rows=1-5&selected=9")
    assert "not in the table" in page.find_element(By.TAG_NAME, "body").text
