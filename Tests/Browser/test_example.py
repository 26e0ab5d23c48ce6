"""The example application (Examples/Members) in headless Chromium: its
own routes (health check, login form) beside a Trellis screen that only a
signed-in member may open, over the page and over the socket."""

import json
import os
import pathlib
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest
import websocket
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "Examples" / "Members"


def wait(browser, predicate, timeout=10):
    return WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda driver: predicate())


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def members():
    """Builds the example as its README says (`swift build` in its folder),
    starts it with HOST and PORT from the environment, yields its base URL."""
    subprocess.run(["swift", "build"], cwd=EXAMPLE, check=True, timeout=3000,
                   stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=EXAMPLE, check=True,
                            capture_output=True, text=True).stdout.strip()
    port = free_port()
    process = subprocess.Popen([binary + "/Members"], cwd=EXAMPLE,
                               env={**os.environ, "HOST": "127.0.0.1", "PORT": str(port)},
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + "/health", timeout=1):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("Members did not start: " + process.stderr.read().decode()[-2000:])
            time.sleep(0.1)
    yield base
    process.send_signal(signal.SIGINT)
    try:
        assert process.wait(timeout=10) == 0, "Members did not exit cleanly"
    finally:
        if process.poll() is None:
            process.kill()


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args):
        return None


def fetch(url, cookie=None, method="GET", data=None):
    """(status, headers, body) without following redirects."""
    request = urllib.request.Request(url, method=method, data=data)
    if cookie:
        request.add_header("Cookie", cookie)
    try:
        with urllib.request.build_opener(NoRedirects).open(request, timeout=10) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


def sign_in(base, name, password):
    """The session cookie (`member=…`) the login form sets."""
    form = urllib.parse.urlencode({"name": name, "password": password}).encode()
    status, headers, _ = fetch(base + "/login", method="POST", data=form)
    assert status == 303 and headers["Location"] == "/greeting"
    return headers["Set-Cookie"].split(";")[0]


def page_token(html):
    return re.search(r'content="([^"]+)" name="trellis-page"', html).group(1)


def socket_to(base, cookie):
    headers = [f"Cookie: {cookie}"] if cookie else []
    return websocket.create_connection(base.replace("http", "ws") + "/live", origin=base,
                                       header=headers, timeout=10)


def first_reply(ws, message):
    ws.send(json.dumps(message))
    return json.loads(ws.recv())


def test_health_answers_json(members):
    status, headers, body = fetch(members + "/health")
    assert status == 200 and headers["Content-Type"].startswith("application/json")
    assert json.loads(body) == {"status": "ok"}


def test_a_signed_in_member_sees_their_name_and_the_screen_reacts_live(browser, members):
    browser.get("about:blank")
    browser.delete_all_cookies()
    browser.get(members + "/greeting")
    # Signed out: the page sends the browser to the login form.
    wait(browser, lambda: browser.current_url.endswith("/login"))
    browser.find_element(By.ID, "name").send_keys("alice")
    browser.find_element(By.ID, "password").send_keys("wonderland")
    browser.find_element(By.ID, "sign-in").click()
    wait(browser, lambda: browser.current_url.endswith("/greeting"))
    assert browser.find_element(By.ID, "member").text == "alice"
    wait(browser, lambda: browser.execute_script(
        "return window.__sockets.some((s) => s.readyState == 1)"))
    for _ in range(3):
        browser.find_element(By.ID, "wave").click()
    wait(browser, lambda: browser.find_element(By.ID, "waves").text == "3")
    wait(browser, lambda: browser.current_url.endswith("/greeting?waves=3"))
    assert browser.find_element(By.ID, "member").text == "alice"
    # Signing out ends it: the screen sends the browser back to the login form.
    browser.find_element(By.ID, "sign-out").click()
    wait(browser, lambda: browser.current_url.endswith("/login"))
    browser.get(members + "/greeting")
    wait(browser, lambda: browser.current_url.endswith("/login"))


def test_signed_out_the_page_redirects_and_the_socket_is_refused(members):
    status, headers, _ = fetch(members + "/greeting")
    assert status == 303 and headers["Location"] == "/login"
    # A page token from a signed-in page, presented without the cookie.
    cookie = sign_in(members, "bob", "builder")
    _, _, html = fetch(members + "/greeting", cookie=cookie)
    ws = socket_to(members, None)
    reply = first_reply(ws, {"t": "join", "v": 4, "page": page_token(html), "b": 0,
                             "url": "/greeting"})
    assert reply["t"] == "error" and reply["code"] == "session.forbidden" and reply["fatal"]
    ws.close()


def test_a_session_resumed_with_another_members_cookie_is_refused(members):
    alice = sign_in(members, "alice", "wonderland")
    bob = sign_in(members, "bob", "builder")
    _, _, html = fetch(members + "/greeting", cookie=alice)
    assert ">alice<" in html
    token = page_token(html)
    ws = socket_to(members, alice)
    joined = first_reply(ws, {"t": "join", "v": 4, "page": token, "b": 0, "url": "/greeting"})
    assert joined["t"] == "joined"
    session = joined["session"]
    ws.close()
    # Bob presents Alice's page token: a new session is refused (the page
    # was not served to him), and so is a resume of hers.
    ws = socket_to(members, bob)
    reply = first_reply(ws, {"t": "join", "v": 4, "page": token, "b": 0, "url": "/greeting"})
    assert reply["t"] == "error" and reply["code"] == "page.expired" and reply["fatal"], reply
    ws.close()
    ws = socket_to(members, bob)
    reply = first_reply(ws, {"t": "join", "v": 4, "page": token, "session": session, "b": 0,
                             "url": "/greeting"})
    assert reply["t"] == "error" and reply["code"] == "session.forbidden" and reply["fatal"], reply
    ws.close()
    # Alice herself still resumes it.
    ws = socket_to(members, alice)
    resumed = first_reply(ws, {"t": "join", "v": 4, "page": token, "session": session, "b": 0,
                               "url": "/greeting"})
    assert resumed["t"] == "joined" and resumed["session"] == session
    ws.close()
