"""The README's screenshot: the gallery's home page in headless Chromium at
1280×800. Saved to docs/gallery.png only when TRELLIS_SCREENSHOT=1, so
ordinary runs leave the tree clean; every run checks the page renders."""

import os
import pathlib

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 1280, 800


def test_the_home_page_renders_and_is_photographed(browser, gallery):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
    try:
        browser.get(gallery + "/")
        links = WebDriverWait(browser, 10).until(
            lambda driver: driver.find_elements(By.CSS_SELECTOR, "#screens li a"))
        assert [link.text for link in links][:2] == ["Counter", "Todo"]
        # The page's own stylesheet is applied (the cards are laid out in a grid).
        assert browser.execute_script(
            "return getComputedStyle(document.getElementById('screens')).display") == "grid"
        assert browser.execute_script("return document.fonts.ready.then(() => true)")
        png = browser.get_screenshot_as_png()
        assert png.startswith(b"\x89PNG")
        if os.environ.get("TRELLIS_SCREENSHOT") == "1":
            (ROOT / "docs" / "gallery.png").write_bytes(png)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
