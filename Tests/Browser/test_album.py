"""BabyAlbum in headless Chromium: a typed URL lands on its photo, the page
binds no event but its upload field (Tests/Browser/test_upload.py), and the photo changes after 15 s with the URL
following (replaced, not pushed). Only one test waits for the interval."""

import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# Every attribute through which the page could listen to the user.
# The gallery runs with --dev: the developer panel (#trellis-dev) has buttons,
# the album itself only its upload field.
HANDLERS = """
return [...document.querySelectorAll('*:not(#trellis-dev, #trellis-dev *)')].flatMap((element) =>
  [...element.attributes].map((attribute) => attribute.name)
    .filter((name) => name.startsWith('data-t-') || name.startsWith('on')));
"""


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.05).until(lambda driver: predicate())


def shown(browser):
    return int(browser.find_element(By.ID, "album-photo").get_attribute("data-photo"))


def test_a_typed_url_lands_on_its_photo_whose_only_input_is_the_upload(browser, gallery):
    browser.get(gallery + "/album?photo=3")
    assert shown(browser) == 3
    assert browser.find_element(By.ID, "album-caption").text.startswith("First building blocks")
    assert browser.title == "Baby album: First building blocks"
    assert browser.execute_script(HANDLERS) == ["data-t-upload"]
    assert [e.get_attribute("id") for e in browser.find_elements(
        By.CSS_SELECTOR, "main button, main input, main a, main select")] == ["album-upload-field"]
    # The photo fills the window once the developer panel is closed.
    browser.find_element(By.ID, "trellis-dev-toggle").click()
    wait(browser, lambda: browser.find_element(By.ID, "trellis-dev").get_attribute("class") == "closed")
    size = browser.execute_script(
        "const r = document.querySelector('.album-picture').getBoundingClientRect();"
        "return [r.width, r.height, window.innerWidth, window.innerHeight]")
    assert size[0] == size[2] and size[1] == size[3]
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(gallery + "/album?photo=13", timeout=5)
    assert refused.value.code == 400
    assert "photo must be between 1 and 12" in refused.value.read().decode()


def test_the_photo_changes_after_fifteen_seconds_and_the_url_follows(browser, gallery):
    browser.get(gallery + "/album?photo=5")
    history = browser.execute_script("return history.length")
    assert shown(browser) == 5
    # The one wait for the live interval of 15 s.
    # 15 s after the socket joins; a loaded machine may take a while to join.
    wait(browser, lambda: shown(browser) != 5, timeout=30)
    photo = shown(browser)
    # Photo 1 is the default state, whose canonical URL has no query.
    expected = "/album" if photo == 1 else f"/album?photo={photo}"
    wait(browser, lambda: browser.current_url.endswith(expected))
    assert browser.execute_script("return history.length") == history
    assert browser.execute_script(HANDLERS) == ["data-t-upload"]
    browser.refresh()
    assert shown(browser) == photo
