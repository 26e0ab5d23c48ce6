"""Measures the cluster's start and failover (see scripts/cluster-figures),
with the browser test's helpers (Tests/Browser/test_cluster.py)."""

import argparse
import pathlib
import signal
import statistics
import subprocess
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from conftest import WATCH  # noqa: E402
from test_cluster import CLICKS, _free_port, burst_across_a_stop, start_cluster, stop_cluster  # noqa: E402


def one_node_start():
    """Seconds from starting one gallery to its first `/health` answer."""
    port = _free_port()
    started = time.monotonic()
    process = subprocess.Popen([str(ROOT / ".build" / "debug" / "gallery"), "--port", str(port), "--key-file", "none"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1):
                    return time.monotonic() - started
            except OSError:
                time.sleep(0.01)
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})
    return driver


def summary(name, seconds):
    seconds = [s for s in seconds if s is not None]
    if seconds:
        print(f"{name}: median {statistics.median(seconds):.3f} s, min {min(seconds):.3f} s, "
              f"max {max(seconds):.3f} s over {len(seconds)}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", type=int, default=7)
    parser.add_argument("--stops", type=int, default=3)
    arguments = parser.parse_args()

    singles = [one_node_start() for _ in range(3)]
    print(f"one node, start → /health: median {statistics.median(singles):.3f} s")
    started = time.monotonic()
    cluster = start_cluster(nodes=2)
    print(f"2-node cluster, scripts/cluster → ready line: {time.monotonic() - started:.3f} s"
          " (build check, initdb, PostgreSQL, nodes, nginx)")
    driver = browser()
    lost = twice = 0
    try:
        for name, sig, runs in (("SIGKILL", signal.SIGKILL, arguments.kills),
                                ("SIGTERM", signal.SIGTERM, arguments.stops)):
            times = []
            for _ in range(runs):
                final, shown, seconds = burst_across_a_stop(driver, cluster, sig)
                lost += max(0, CLICKS - final)
                twice += max(0, final - CLICKS)
                times.append(seconds)
                print(f"  {name}: final count {final}/{CLICKS}, failover "
                      + (f"{seconds:.3f} s" if seconds is not None else "(no new socket)"), flush=True)
            summary(f"failover after {name}", times)
        print(f"clicks lost: {lost}, applied twice: {twice} "
              f"(over {(arguments.kills + arguments.stops) * CLICKS} clicks)")
    finally:
        driver.quit()
        stop_cluster(cluster)


main()
