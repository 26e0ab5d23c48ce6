"""The gallery as a cluster (scripts/cluster): two nodes on one PostgreSQL
behind nginx. A like deleted on one node leaves the other's page; a node
killed (SIGKILL) or stopped (SIGTERM) in the middle of a burst of clicks
hands its sessions to the other, which rebuilds them from their URLs and
applies every click exactly once; a cut database connection loses no
broadcast. Failover times are printed (pytest -s shows them)."""

import os
import pathlib
import re
import queue
import signal
import socket
import subprocess
import threading
import time
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLICKS = 50
ROWS = "#likes > li.like"


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Cluster:
    def __init__(self, process, port, nodes, url):
        self.process, self.port, self.nodes, self.url = process, port, nodes, url
        self.dir = ROOT / ".build" / "cluster" / str(port)

    def pid(self, node):
        """The process id of node `node` (1-based) now (the cluster restarts a dead node)."""
        return int((self.dir / "run" / f"node{node}.pid").read_text())

    def healthy(self, node):
        try:
            with urllib.request.urlopen(self.nodes[node - 1] + "/health", timeout=2) as answer:
                return answer.status == 200
        except OSError:
            return False

    def pg_port(self):
        # postmaster.pid's fourth line is the port.
        return int((self.dir / "pg" / "data" / "postmaster.pid").read_text().splitlines()[3])


def start_cluster(nodes=2, port=None, log_path=None):
    """Runs `scripts/cluster --nodes N` on a free port until it prints its
    lines; returns the running `Cluster`."""
    port = port or _free_port()
    log_path = log_path or ROOT / ".build" / f"cluster-{port}.log"
    log = open(log_path, "w")
    process = subprocess.Popen([str(ROOT / "scripts" / "cluster"), "--nodes", str(nodes), "--port", str(port)],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=log, text=True)
    log.close()
    # A thread reads the lines, so that a wait for them can end.
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line.strip()) for line in process.stdout], daemon=True).start()
    printed, deadline = [], time.monotonic() + 600
    while not (printed and printed[-1].startswith("cluster ")):
        try:
            printed.append(lines.get(timeout=1))
        except queue.Empty:
            if process.poll() is not None or time.monotonic() > deadline:
                process.terminate()
                process.wait(timeout=60)
                raise RuntimeError("the cluster did not start: " + pathlib.Path(log_path).read_text()[-3000:])
    lines = printed
    expected = [f"node {i} http://127.0.0.1:P" for i in range(1, nodes + 1)] + ["cluster http://127.0.0.1:P"]
    assert [re.sub(r"\d+$", "P", line) for line in lines] == expected, lines
    return Cluster(process, port, [line.split()[2] for line in lines[:-1]], lines[-1].split()[1])


def stop_cluster(running):
    """SIGTERM, then checks that nothing the cluster started is left."""
    node_ports = [url.rsplit(":", 1)[1] for url in running.nodes]
    running.process.send_signal(signal.SIGTERM)
    try:
        assert running.process.wait(timeout=60) == 0
    finally:
        if running.process.poll() is None:
            running.process.kill()
    # No orphan: no PostgreSQL, nginx or node of this cluster is left.
    # (PostgreSQL's and nginx's files may lie in /tmp: see scripts/cluster.)
    patterns = [str(running.dir), f"/tmp/trellis-cluster-{running.port}.",
                f"scripts/cluster --nodes {len(node_ports)} --port {running.port}"]
    patterns += [f"gallery --port {node_port} " for node_port in node_ports]
    left = "".join(subprocess.run(["pgrep", "-af", pattern], capture_output=True, text=True).stdout
                   for pattern in patterns)
    assert left == "", left


@pytest.fixture(scope="module")
def cluster(gallery):
    """`scripts/cluster --nodes 2` (the `gallery` fixture has built the
    binary), stopped at the end with nothing left behind."""
    running = start_cluster()
    yield running
    stop_cluster(running)


@pytest.fixture
def page(browser, cluster):
    browser.get("about:blank")
    yield browser
    for handle in browser.window_handles[1:]:
        browser.switch_to.window(handle)
        browser.close()
    browser.switch_to.window(browser.window_handles[0])


def wait(browser, predicate, timeout=20):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def wait_live(browser):
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"
        " && !document.documentElement.classList.contains('t-offline')"))


def row_ids(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((row) => row.id)", ROWS)


def open_likes(browser, url):
    browser.get(url)
    # The rows come from the live session: loaded means joined.
    wait(browser, lambda: row_ids(browser) and not browser.find_elements(By.ID, "likes-loading-more"))


def delete_reaches_the_other_node(browser, cluster, before_delete=lambda: None):
    open_likes(browser, cluster.nodes[0] + "/likes")
    first_tab = browser.current_window_handle
    browser.switch_to.new_window("tab")
    open_likes(browser, cluster.nodes[1] + "/likes")
    second_tab = browser.current_window_handle
    target = row_ids(browser)[0]
    before_delete()
    browser.switch_to.window(first_tab)
    wait(browser, lambda: target in row_ids(browser))
    browser.find_element(By.ID, target).find_element(By.CSS_SELECTOR, ".like-delete").click()
    wait(browser, lambda: target not in row_ids(browser))
    browser.switch_to.window(second_tab)
    wait(browser, lambda: target not in row_ids(browser), timeout=30)


def test_a_like_deleted_on_one_node_leaves_the_page_on_the_other(page, cluster):
    delete_reaches_the_other_node(page, cluster)


def test_a_cut_database_connection_loses_no_broadcast(page, cluster):

    def cut():
        subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(cluster.pg_port()), "-U", "trellis", "-d", "trellis",
                        "-qtAc", "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                        " WHERE datname = 'trellis' AND pid <> pg_backend_pid()"],
                       check=True, capture_output=True, timeout=30)

    delete_reaches_the_other_node(page, cluster, before_delete=cut)


# Records when the count changes and how many sockets the page had opened by then.
OBSERVE = """
window.__changes = [];
// A rebuilt session replaces the whole view: watch the root, read #count anew.
new MutationObserver(() => {
  const text = document.getElementById('count')?.textContent;
  if (text != null && text != window.__changes.at(-1)?.text)
    window.__changes.push({ at: Date.now(), text, sockets: window.__sockets.length });
}).observe(document.getElementById('trellis-root'), { childList: true, characterData: true, subtree: true });
"""

# The burst: one click on +1 every 20 ms; `__clicked` counts those made.
BURST = """
window.__clicked = 0;
const plus = document.getElementById('plus');
for (let i = 0; i < arguments[0]; i++)
  setTimeout(() => (document.getElementById('plus').click(), window.__clicked++), i * 20);
"""


def count(browser):
    return int(browser.execute_script("return document.getElementById('count')?.textContent ?? -1"))


def burst_across_a_stop(browser, cluster, sig, clicks=CLICKS):
    """Clicks +1 `clicks` times through nginx and sends `sig` to the node
    holding the session at about the 10th applied click; once every click
    is made and acknowledged, returns the count shown, the counts shown on
    the way, and the failover time in seconds (the signal → the first count
    shown by the next socket)."""
    for node in range(1, len(cluster.nodes) + 1):
        wait(browser, lambda: cluster.healthy(node), timeout=60)
    # A fresh page: no node cookie, so nginx picks the node.
    browser.get(cluster.url + "/health")
    browser.delete_all_cookies()
    browser.get(cluster.url + "/counter")
    wait_live(browser)
    cookie = browser.get_cookie("trellis_node")
    assert cookie and re.fullmatch(r"node\d+", cookie["value"]), cookie
    node = int(cookie["value"][4:])
    browser.execute_script(OBSERVE)
    sockets = browser.execute_script("return window.__sockets.length")
    browser.execute_script(BURST, clicks)
    wait(browser, lambda: count(browser) >= 10)
    stopped_at = time.time() * 1000
    os.kill(cluster.pid(node), sig)
    # Every click made, none waiting for its acknowledgement, the socket up.
    wait(browser, lambda: browser.execute_script("return window.__clicked") == clicks, timeout=60)
    wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, ".t-pending"), timeout=60)
    wait_live(browser)
    changes = browser.execute_script("return window.__changes")
    shown = [int(c["text"]) for c in changes]
    first = next((c for c in changes if c["sockets"] > sockets), None)
    failover = (first["at"] - stopped_at) / 1000 if first else None
    return count(browser), shown, failover


def test_a_node_killed_in_a_burst_of_clicks_hands_over_every_click_once(page, cluster):
    final, shown, seconds = burst_across_a_stop(page, cluster, signal.SIGKILL)
    assert final == CLICKS, shown
    assert seconds is not None, f"the burst ended before the kill: {shown}"
    # Never backwards: no click undone, none applied after a later one.
    assert shown == sorted(shown), shown
    wait(page, lambda: re.search(f"[?&]count={CLICKS}(&|$)", page.current_url))
    print(f"\nfailover after SIGKILL: {seconds:.3f} s")


def test_a_node_stopped_in_a_burst_of_clicks_hands_over_every_click_once(page, cluster):
    final, shown, seconds = burst_across_a_stop(page, cluster, signal.SIGTERM)
    assert final == CLICKS, shown
    assert seconds is not None, f"the burst ended before the stop: {shown}"
    assert shown == sorted(shown), shown
    wait(page, lambda: re.search(f"[?&]count={CLICKS}(&|$)", page.current_url))
    print(f"\nhandover after SIGTERM: {seconds:.3f} s")
