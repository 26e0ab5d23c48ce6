"""Live navigation against a full page load of the same screen (see scripts/nav-bench).

Each sample opens the gallery's Home page through a TCP relay that counts
the bytes each way, waits for its live session, then moves to
/counter?count=3 in one of three ways, in turn:

- live: a click on Home's Counter link, which the client sends over the
  open socket (`go`); the server answers with one frame (the new screen's
  root, URL and title);
- page (cold): `location.assign` of the same URL with the browser cache
  disabled: the document, the client script and the stylesheets are
  fetched, then a new socket joins;
- page (warm): the same with the cache on.

Time: from just before the click (or assign) to the new h1 in the DOM
(`performance.timeOrigin + performance.now()` on both sides, so it spans
the two documents of a page load); for page loads also to the new page's
live session joined (`t-connected` on <html>). Bytes: the relay's TCP bytes
from just before the click until things settled; for page loads also the
document, script and stylesheet bytes Chromium received
(`Network.loadingFinished`'s encodedDataLength, headers included).
"""

import argparse
import json
import statistics
import time

from browser_bench import Relay, frames, start_browser, start_gallery, wait_until

LINK = 'a[href="/counter?count=3"]'
TARGET = "/counter?count=3"

# On every new document: when a page load was started by the script below,
# note when the h1 appears and when the session joins.
WATCH_LOAD = """
{
  const t0 = +sessionStorage.getItem('navT0');
  if (t0) {
    sessionStorage.removeItem('navT0');
    const now = () => performance.timeOrigin + performance.now() - t0;
    new MutationObserver((_, seen) => {
      if (!window.__h1 && document.querySelector('#trellis-root h1')) window.__h1 = now();
      if (!window.__live && document.documentElement.classList.contains('t-connected')) window.__live = now();
      if (window.__h1 && window.__live) seen.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }
}
"""

LIVE = """
const done = arguments[arguments.length - 1], root = document.getElementById('trellis-root');
const t0 = performance.now();
const seen = new MutationObserver(() => {
  const h = root.querySelector('h1');
  if (h && h.textContent == 'Counter') seen.disconnect(), done(performance.now() - t0);
});
seen.observe(root, { childList: true, subtree: true, characterData: true });
document.querySelector(arguments[0]).click();
"""

LOAD = """
sessionStorage.setItem('navT0', String(performance.timeOrigin + performance.now()));
location.assign(arguments[0]);
"""

CONNECTED = "return document.documentElement.classList.contains('t-connected')"


def resources(driver):
    """Bytes Chromium received per resource type (Document, Script, Stylesheet) since the last call."""
    types, sizes = {}, {}
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        method, params = message.get("method"), message.get("params", {})
        if method == "Network.responseReceived":
            types[params["requestId"]] = params.get("type")
        elif method == "Network.loadingFinished":
            kind = types.get(params["requestId"], "Other")
            sizes[kind] = sizes.get(kind, 0) + int(params.get("encodedDataLength", 0))
    return sizes


def open_home(driver, base):
    driver.get(base + "/")
    wait_until(lambda: driver.execute_script(CONNECTED))
    time.sleep(0.3)  # the join's frames, the first ack
    driver.get_log("performance")


def sample(driver, relay, base, way):
    open_home(driver, base)
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": way == "page (cold)"})
    before = relay.counts()
    if way == "live":
        h1 = driver.execute_async_script(LIVE, LINK)
        live = None
        wait_until(lambda: driver.execute_script(CONNECTED))
        time.sleep(0.3)  # the acknowledgement that follows
        sent, received = frames(driver)
        kinds = {}
    else:
        driver.execute_script(LOAD, TARGET)
        wait_until(lambda: driver.execute_script("return !!(window.__h1 && window.__live)"))
        h1, live = driver.execute_script("return [window.__h1, window.__live]")
        time.sleep(0.3)
        kinds = resources(driver)
        sent = received = None
    after = relay.counts()
    result = {"h1_ms": h1, "wire_up": after[0] - before[0], "wire_down": after[1] - before[1]}
    if live is not None:
        result["joined_ms"] = live
    if sent is not None:
        result["payload_up"], result["payload_down"] = sent, received
    for kind in ("Document", "Script", "Stylesheet"):
        if kind in kinds:
            result[kind.lower() + "_bytes"] = kinds[kind]
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--repetitions", type=int, default=15)
    parser.add_argument("--json", action="store_true")
    arguments = parser.parse_args()
    process, port = start_gallery(arguments.gallery)
    relay = Relay(port)
    driver = start_browser()
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH_LOAD})
    base = f"http://127.0.0.1:{relay.port}"
    ways = ["live", "page (cold)", "page (warm)"]
    samples = {way: [] for way in ways}
    try:
        sample(driver, relay, base, "live")  # warm-up
        for round in range(arguments.repetitions):
            for way in ways[round % 3:] + ways[:round % 3]:
                samples[way].append(sample(driver, relay, base, way))
    finally:
        driver.quit()
        process.terminate()
    medians = {way: {key: statistics.median(s[key] for s in rows) for key in rows[0]}
               for way, rows in samples.items()}
    if arguments.json:
        print(json.dumps({"repetitions": arguments.repetitions, "medians": medians}, indent=2))
        return
    print(f"Home → Counter, medians of {arguments.repetitions} ({arguments.gallery})")
    for way, values in medians.items():
        parts = [f"{key} {value:.1f}" if key.endswith("_ms") else f"{key} {value:.0f}"
                 for key, value in values.items()]
        print(f"  {way:12} " + ", ".join(parts))


if __name__ == "__main__":
    main()
