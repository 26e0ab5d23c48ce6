"""Uploads in headless Chromium on BabyAlbum: a photo of a few MB goes up
with its progress bar moving and appears in the album; an oversized file
and a text file named .png are refused with a message; a cancelled upload
says so."""

import os
import struct
import zlib

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def joined(browser):
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))


def png(width, height):
    """A real PNG of random pixels (so it does not compress): about 3 bytes a pixel."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + os.urandom(width * 3) for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 0)) + chunk(b"IEND", b""))


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("uploads")
    made = {
        "photo": ("baby.png", png(1200, 1200)),  # about 4.3 MB
        "big": ("huge.png", png(2000, 1800)),  # about 10.8 MB, over the album's 10 MB
        "text": ("holiday.png", b"I am a text file, whatever my name says.\n" * 100),
    }
    paths = {}
    for key, (name, data) in made.items():
        (folder / name).write_bytes(data)
        paths[key] = str(folder / name)
    return paths


# Records every value the progress bar shows (the server's progress actions).
WATCH_PROGRESS = """
window.__progress = [];
new MutationObserver(() => {
  const bar = document.querySelector('#album-progress');
  if (bar) window.__progress.push([+bar.getAttribute('value'), +bar.getAttribute('max')]);
}).observe(document.body, { subtree: true, childList: true, attributes: true });
"""


def message(browser):
    found = browser.find_elements(By.ID, "album-upload-message")
    return found[0].text if found else ""


def open_album(browser, gallery, throttle=None):
    browser.get(gallery + "/album?photo=2")
    joined(browser)
    if throttle:
        browser.execute_cdp_cmd("Network.enable", {})
        browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": throttle})
    browser.execute_script(WATCH_PROGRESS)


def unthrottle(browser):
    browser.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def test_a_photo_goes_up_with_its_progress_bar_moving_and_appears(page, gallery, files):
    # About 2 MB/s, so that the 4.3 MB take a couple of seconds on loopback.
    open_album(page, gallery, throttle=2_000_000)
    try:
        page.find_element(By.ID, "album-upload-field").send_keys(files["photo"])
        wait(page, lambda: "Added baby.png" in message(page), timeout=30)
    finally:
        unthrottle(page)
    progress = page.execute_script("return window.__progress")
    size = os.path.getsize(files["photo"])
    assert progress, "the progress bar never showed"
    assert all(total == size for _, total in progress)
    between = {value for value, _ in progress if 0 < value < size}
    assert len(between) >= 2, f"the bar did not move: {progress}"
    assert [value for value, _ in progress] == sorted(value for value, _ in progress)
    # The photo is in the album, served by the site, and decodes.
    image = page.find_element(By.CSS_SELECTOR, "#album-own-photos img")
    assert image.get_attribute("src").startswith(gallery + "/upload/file/")
    assert image.get_attribute("alt") == "Your photo baby.png"
    wait(page, lambda: page.execute_script("return arguments[0].naturalWidth", image) == 1200)
    assert not page.find_elements(By.ID, "album-progress")
    assert page.execute_script("return window.__violations") == []


def test_an_oversized_file_is_refused_with_a_message(page, gallery, files):
    open_album(page, gallery)
    page.find_element(By.ID, "album-upload-field").send_keys(files["big"])
    wait(page, lambda: "too big" in message(page))
    assert message(page) == "The file is too big: the limit is 10 MB."
    assert not page.find_elements(By.CSS_SELECTOR, "#album-own-photos img")


def test_a_text_file_named_png_is_refused_with_a_message(page, gallery, files):
    open_album(page, gallery)
    page.find_element(By.ID, "album-upload-field").send_keys(files["text"])
    wait(page, lambda: "not an image" in message(page))
    assert "whatever its name says" in message(page)
    assert not page.find_elements(By.CSS_SELECTOR, "#album-own-photos img")


def test_a_cancelled_upload_says_so_and_keeps_nothing(page, gallery, files):
    open_album(page, gallery, throttle=500_000)
    try:
        page.find_element(By.ID, "album-upload-field").send_keys(files["photo"])
        wait(page, lambda: page.find_elements(By.ID, "album-upload-cancel"), timeout=15)
        page.find_element(By.ID, "album-upload-cancel").click()
        wait(page, lambda: "cancelled" in message(page), timeout=15)
    finally:
        unthrottle(page)
    assert not page.find_elements(By.CSS_SELECTOR, "#album-own-photos img")
    assert not page.find_elements(By.ID, "album-progress")
