"""The vanilla-JS page scripts/browser-bench measures Trellis against
(scripts/bench/vanilla/): it keeps the Benchmark screen's DOM contract, draws
the same labels from the same words, and opens the same starting states
from the screen's URLs. Needs no gallery: the static server serves it."""

import pathlib
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGE = "/scripts/bench/vanilla/index.html"

# As in test_benchmark.py: each row's class, id cell, label, and whether it
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


def word_lists(text, declaration):
    """The three word lists, in order, from Swift or JavaScript source."""
    return [re.findall(r'"([a-z]+)"', re.search(declaration % name + r"\s*=\s*\[(.*?)\]", text, re.S)[1])
            for name in ("adjectives", "colours", "nouns")]


SWIFT_WORDS = word_lists(
    (ROOT / "Sources/Screens/Benchmark/BenchmarkWords.swift").read_text(), r"static let %s")
MASK = (1 << 64) - 1


def label(seed, row_id, updates=0):
    """Benchmark.Row's label: SplitMix64 seeded with seed * 0x2545F4914F6CDD1D ^ id."""
    state = ((seed * 0x2545F4914F6CDD1D) & MASK) ^ row_id
    words = []
    for choices in SWIFT_WORDS:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        words.append(choices[(z ^ (z >> 31)) % len(choices)])
    return " ".join(words) + " !!!" * updates


def open_table(browser, base, query):
    browser.get(base + PAGE + query)
    WebDriverWait(browser, 10).until(lambda driver: driver.execute_script("return window.benchReady"))


def table(browser):
    rows = browser.execute_script(TABLE)
    assert all(shape for _, _, _, shape in rows), "a row breaks the DOM contract"
    return rows


def click(browser, selector):
    browser.find_element(By.CSS_SELECTOR, selector).click()


def test_the_word_lists_are_the_screens():
    script = (ROOT / "scripts/bench/vanilla/app.js").read_text()
    assert word_lists(script, r"const %s") == SWIFT_WORDS


def test_the_operations_keep_the_contract_and_the_screens_labels(browser, static_server):
    open_table(browser, static_server, "?seed=1&next=1001&rows=1-1000")
    rows = table(browser)
    assert [int(row[1]) for row in rows] == list(range(1, 1001))
    assert [row[2] for row in rows] == [label(1, i) for i in range(1, 1001)]
    assert browser.execute_script("return document.querySelectorAll('tr[class]').length") == 0

    click(browser, "#update")
    click(browser, "#swaprows")
    click(browser, "#tbody > tr:nth-child(5) a.lbl")
    click(browser, "#tbody > tr:nth-child(3) a.remove")
    rows = table(browser)
    ids = [1, 999] + list(range(4, 999)) + [2, 1000]
    assert [int(row[1]) for row in rows] == ids
    assert [row[2] for row in rows] == [label(1, i, 1 if (i - 1) % 10 == 0 else 0) for i in ids]
    assert [row[0] for row in rows].count("danger") == 1 and rows[3][0] == "danger" and rows[3][1] == "5"

    click(browser, "#run")  # replaces the rows, ids go on, the selection goes
    rows = table(browser)
    assert [int(row[1]) for row in rows] == list(range(1001, 2001))
    assert [row[2] for row in rows] == [label(1, i) for i in range(1001, 2001)]
    assert all(row[0] == "" for row in rows)
    click(browser, "#add")
    assert len(table(browser)) == 2000
    click(browser, "#clear")
    assert table(browser) == []


def test_the_screens_url_opens_the_same_table(browser, static_server):
    # The example of Benchmark's documentation: rows 2 and 999 swapped,
    # every 10th row updated, row 5 selected.
    open_table(browser, static_server, "?seed=42&next=1001&rows=1.999.3-998.2.1000&bang=1-991~10&selected=5")
    rows = table(browser)
    ids = [1, 999] + list(range(3, 999)) + [2, 1000]
    assert [int(row[1]) for row in rows] == ids
    assert [row[2] for row in rows] == [label(42, i, 1 if (i - 1) % 10 == 0 else 0) for i in ids]
    assert [int(row[1]) for row in rows if row[0] == "danger"] == [5]
