"""The client's patch applier in real Chromium: every golden fixture the
Swift side wrote must turn the old DOM into the new one exactly."""

import pathlib

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "Fixtures" / "patches"


def test_every_patch_fixture_applies_in_chromium(browser, static_server):
    names = sorted(p.name for p in FIXTURES.glob("*.json"))
    assert names, "no patch fixtures found"
    browser.get(static_server + "/Tests/Browser/harness/patch.html")
    browser.execute_async_script(
        "const done = arguments[0];"
        "const wait = () => window.harnessReady ? done() : setTimeout(wait, 20); wait()"
    )
    result = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "window.runPatchFixtures(arguments[0]).then(done, (e) => done({count: 0, failures: [String(e)]}))",
        names,
    )
    assert result["count"] >= 300, result
    assert result["failures"] == [], result["failures"][:3]
