"""The README's screenshot, 1280×800: the gallery's home page (developer
panel closed) and the Monsters screen with the developer panel open, side by side, each taken in headless Chromium at 640×800 and put
together on a canvas in the same browser (no imaging library needed).
Saved to docs/gallery.png only when TRELLIS_SCREENSHOT=1, so ordinary runs
leave the tree clean; every run checks both pages render."""

import base64
import os
import pathlib

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 1280, 800
MONSTERS = "/monsters?pages=1"

COMPOSE = """
const [left, right, width, height, done] = arguments;
const load = (data) => new Promise((ok, fail) => {
  const image = new Image();
  image.onload = () => ok(image);
  image.onerror = fail;
  image.src = 'data:image/png;base64,' + data;
});
Promise.all([load(left), load(right)]).then(([a, b]) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  g.drawImage(a, 0, 0);
  g.drawImage(b, width / 2, 0);
  g.fillStyle = '#d9e2ec';
  g.fillRect(width / 2, 0, 1, height);
  done(canvas.toDataURL('image/png').split(',')[1]);
}, () => done(null));
"""


def photograph(browser, url, selector, panel=False):
    """Opens `url` in a half-width viewport, waits for `selector`, opens or
    closes the developer panel as `panel` says; returns the base64 PNG."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH // 2, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
    browser.get(url)
    found = WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, selector))
    # The gallery runs with --dev in the tests: the developer panel is there.
    wanted = "open" if panel else "closed"
    dev = WebDriverWait(browser, 10).until(lambda driver: driver.find_element(By.ID, "trellis-dev"))
    if dev.get_attribute("class") != wanted:
        browser.find_element(By.ID, "trellis-dev-toggle").click()
        WebDriverWait(browser, 10).until(
            lambda driver: driver.find_element(By.ID, "trellis-dev").get_attribute("class") == wanted)
    assert browser.execute_script("return document.fonts.ready.then(() => true)")
    return found, browser.get_screenshot_as_base64()


def test_the_gallery_renders_and_is_photographed(browser, gallery):
    try:
        links, home = photograph(browser, gallery + "/", "#screens li a")
        assert [link.text for link in links][:2] == ["Counter", "Monsters"]
        # The page's own stylesheet is applied (the cards are laid out in a grid).
        assert browser.execute_script(
            "return getComputedStyle(document.getElementById('screens')).display") == "grid"
        cards, monsters = photograph(browser, gallery + MONSTERS, "#monster-grid > li", panel=True)
        assert len(cards) == 20
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.get("about:blank")
    composed = browser.execute_async_script(COMPOSE, home, monsters, WIDTH, HEIGHT)
    png = base64.b64decode(composed)
    assert png.startswith(b"\x89PNG")
    # The PNG header's IHDR holds the width and height, big-endian.
    assert (int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")) == (WIDTH, HEIGHT)
    if os.environ.get("TRELLIS_SCREENSHOT") == "1":
        (ROOT / "docs" / "gallery.png").write_bytes(png)
